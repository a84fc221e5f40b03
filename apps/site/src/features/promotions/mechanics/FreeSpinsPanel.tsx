import { useLingui } from '@lingui/react/macro';
import { FreeSpins } from '@lobby/ui';
import { errorMessage } from '../../../data/errorMessages';
import { useQuery } from '../../../data/useQuery';
import { useLaunch } from '../../games/launch/useLaunch';
import { useCurrencyProps } from '../../memberCentre/useCurrencyProps';
import { useMoneyAction } from '../../memberCentre/useMoneyAction';
import { useDeferredMessages } from '../../preferences/useDeferredMessages';
import { MechanicInvite } from './MechanicInvite';
import { claimFreeSpinsAtom } from './mechanics.actions';
import { freeSpinsQuery } from './mechanics.queries';
import { useMechanicAccess } from './useMechanicAccess';

/**
 * A promotion's free spins: claimed here, played in the slot game they are granted on. Play goes
 * through the lobby's one launch (useLaunch), so every launch rule (login, trial, a window vendor,
 * maintenance) applies as it does to a game card.
 */
export function FreeSpinsPanel({ promotionId }: { promotionId: number }) {
  useDeferredMessages();
  const { t, i18n } = useLingui();
  const access = useMechanicAccess();
  const state = useQuery(access === 'allow' ? freeSpinsQuery(promotionId) : null);
  const claim = useMoneyAction(claimFreeSpinsAtom);
  const launch = useLaunch();
  const money = useCurrencyProps();

  if (access !== 'allow') return <MechanicInvite title={t`Free spins`} who={access} />;
  const data = state.data;
  const game = data?.game;
  return (
    <FreeSpins
      game={{
        id: game?.gameId ?? 0,
        name: game?.name ?? '',
        vendor: game?.vendorName ?? '',
        thumbnail: game?.thumbnail,
      }}
      granted={data?.granted ?? false}
      spins={data?.spins ?? 0}
      left={data?.left ?? 0}
      stake={data?.stake ?? 0}
      won={data?.won ?? 0}
      {...money}
      onClaim={() => claim.run(promotionId)}
      onPlay={() => {
        if (!game) return;
        // The name rides along for the game page's title (launchName), as a game card's does.
        const item = {
          gameType: game.gameType,
          vassalage: game.vendor,
          gameCode: game.gameCode,
          name: game.name,
        };
        launch({ kind: 'game', game: item });
      }}
      actionError={claim.error}
      loading={data === undefined && !state.failed}
      error={state.failed ? errorMessage(i18n, state.error) : null}
      onRetry={() => void state.refetch()}
    />
  );
}
