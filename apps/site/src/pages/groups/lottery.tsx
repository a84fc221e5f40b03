import { Suspense, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { getGames, launchLottery, type ApiClient } from '@lobby/api';
import { GameScreen, type StartGame } from '../../features/games/launch/GameScreen';
import { lotteryLaunchRequest } from '../../features/games/launch/lotteryLaunch';
import { lottoPrizeMode } from '../../features/games/launch/lottoPrizeMode';
import { NoGameError } from '../../features/games/launch/noGame';
import { localeAtom } from '../../features/preferences/atoms';
import { useDeferredMessages } from '../../features/preferences/useDeferredMessages';
import { vendorsAtom } from '../../features/vendors/atoms';
import { useAtomValue } from '../../state/jotai';

/** The lottery lobby's entry game when the address names none: the vendor's (or any) first. */
async function firstLotteryGame(
  client: ApiClient,
  vendor: string,
  signal: AbortSignal,
): Promise<string> {
  const page = await getGames(
    client,
    { gameType: 'LOTTERY', ...(vendor === '' ? {} : { vassalage: vendor }), page: 1, pageSize: 1 },
    { signal },
  );
  const game = page.list[0];
  if (game === undefined) throw new NoGameError();
  return game.gameCode;
}

/**
 * /lottery?gameCode=&vendor=&playType=: the lottery lobby in the game frame (doc 2 §2.1, §3.5).
 * With a game code it opens that game's betting view, else the lobby. The prize mode comes from
 * the vendor data, so the launch waits for the vendors.
 */
function LotteryPage() {
  // This page's text is in the deferred catalog, with the game frame's.
  useDeferredMessages();
  const { t } = useLingui();
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode')?.trim() ?? '';
  const vendor = params.get('vendor')?.trim() ?? '';
  const vendors = useAtomValue(vendorsAtom);
  const language = useAtomValue(localeAtom).code;
  const prizeMode = vendors === null ? null : lottoPrizeMode(vendors);

  const start = useMemo<StartGame | null>(() => {
    if (prizeMode === null) return null;
    return async (client, signal) => {
      const code = gameCode !== '' ? gameCode : await firstLotteryGame(client, vendor, signal);
      const request = lotteryLaunchRequest({
        gameCode: code,
        betting: gameCode !== '',
        prizeMode,
        origin: window.location.origin,
        language,
      });
      return launchLottery(client, request, { signal });
    };
  }, [gameCode, vendor, prizeMode, language]);

  const vendorName = vendors?.find((v) => v.vassalage.toUpperCase() === vendor.toUpperCase())?.name;
  return (
    <GameScreen
      title={vendorName ?? t`Lottery`}
      lobbyPath="/vnlottery"
      start={start}
      startKey={[gameCode, vendor, prizeMode, language].join('/')}
    />
  );
}

export function Component() {
  return (
    <Suspense fallback={null}>
      <LotteryPage />
    </Suspense>
  );
}
