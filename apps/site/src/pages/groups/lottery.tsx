import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { GameScreen } from '../../features/games/launch/GameScreen';
import { lotteryLaunchQuery } from '../../features/games/launch/launch.queries';
import { lotteryLaunchRequest } from '../../features/games/launch/lotteryLaunch';
import { lottoPrizeMode } from '../../features/games/launch/lottoPrizeMode';
import { localeAtom } from '../../features/preferences/preferences.atoms';
import { useDeferredMessages } from '../../features/preferences/useDeferredMessages';
import { useVendors } from '../../features/vendors/useVendors';
import { useAtomValue } from '../../state/jotai';

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
  const vendors = useVendors();
  const language = useAtomValue(localeAtom).code;
  const prizeMode = vendors === null ? null : lottoPrizeMode(vendors);
  const launch =
    prizeMode === null
      ? null
      : lotteryLaunchQuery(
          lotteryLaunchRequest({
            gameCode,
            betting: gameCode !== '',
            prizeMode,
            origin: window.location.origin,
            language,
          }),
          vendor,
        );
  const vendorName = vendors?.find((v) => v.vassalage.toUpperCase() === vendor.toUpperCase())?.name;
  return <GameScreen title={vendorName ?? t`Lottery`} lobbyPath="/vnlottery" launch={launch} />;
}

export function Component() {
  return (
    <Suspense fallback={null}>
      <LotteryPage />
    </Suspense>
  );
}
