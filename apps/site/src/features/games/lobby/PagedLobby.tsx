import { useCallback, useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useLocation, useNavigate } from 'react-router';
import type { GameType, Vendor } from '@lobby/api';
import type { GameClassification, LobbyMode } from '@lobby/core';
import { Button, EmptyState, GameGrid, LobbyFilters } from '@lobby/ui';
import { useProtectedAction } from '../../account/useProtectedAction';
import { useVendors } from '../../vendors/useVendors';
import { useLaunch } from '../launch';
import { lobbyTiles, type LobbyTile } from './gameTiles';
import { StyledAlert } from './GameLobby.styles';
import { useFavouriteToggle } from './useFavouriteToggle';
import { useGameLobby } from './useGameLobby';

export interface PagedLobbyProps {
  gameType: GameType;
  /** The type's name ("Slots"). */
  label: string;
  vendors: readonly Vendor[];
  classifications: readonly GameClassification[];
  lowData: boolean;
}

/** The spec's vendor game list: all / hot / favourites / recent, the filters, 12 games a page. */
export function PagedLobby({
  gameType,
  label,
  vendors,
  classifications,
  lowData,
}: PagedLobbyProps) {
  const { t } = useLingui();
  const location = useLocation();
  const navigate = useNavigate();
  const { state, modes, dispatch, needsLogin } = useGameLobby(gameType, classifications);
  const allVendors = useVendors();
  const guard = useProtectedAction();
  const launch = useLaunch();
  const { favouriteIds, pendingIds, onToggleFavourite, error } = useFavouriteToggle<LobbyTile>();

  const tiles = useMemo(
    () => lobbyTiles(state.games, allVendors, favouriteIds, pendingIds),
    [state.games, allVendors, favouriteIds, pendingIds],
  );
  const onLaunch = useCallback(
    (tile: LobbyTile) => launch({ kind: 'game', game: tile.game }),
    [launch],
  );
  const onModeChange = (mode: LobbyMode) => {
    // Recent games belong to a session: a visitor is asked to log in (doc 2 §5).
    if (mode === 'recent') guard(() => dispatch({ type: 'selectMode', mode }));
    else dispatch({ type: 'selectMode', mode });
  };
  const filtered =
    state.vendor !== null ||
    state.classification !== null ||
    state.name !== '' ||
    state.minBet !== null;

  const list = needsLogin ? (
    <EmptyState
      title={t`Log in with a real account to see the games you played recently.`}
      // The guard asks a visitor to log in and tells a demo account a real one is needed.
      action={<Button onClick={() => guard(() => undefined)}>{t`Log in`}</Button>}
    />
  ) : (
    <GameGrid<LobbyTile>
      games={tiles}
      label={t`${label} games`}
      onLaunch={onLaunch}
      onToggleFavourite={onToggleFavourite}
      loading={state.status === 'loading'}
      failed={state.status === 'failed'}
      onRetry={() => dispatch({ type: 'retry' })}
      lowData={lowData}
      emptyAction={
        state.mode === 'all' && filtered ? (
          <Button variant="secondary" onClick={() => void navigate(location.pathname)}>
            {t`Clear filters`}
          </Button>
        ) : undefined
      }
    />
  );

  return (
    <>
      {error !== null && <StyledAlert role="alert">{error}</StyledAlert>}
      <LobbyFilters
        modes={modes}
        mode={state.mode}
        onModeChange={onModeChange}
        vendors={vendors.map((vendor) => ({ code: vendor.vassalage, name: vendor.name }))}
        vendor={state.vendor}
        onVendorChange={(vendor) => dispatch({ type: 'selectVendor', vendor })}
        classifications={classifications}
        classification={state.classification}
        onClassificationChange={(classification) =>
          dispatch({ type: 'selectClassification', classification })
        }
        name={state.name}
        onNameSearch={(name) => dispatch({ type: 'searchName', name })}
        minBet={state.minBet}
        onMinBetChange={(minBet) => dispatch({ type: 'selectMinBet', minBet })}
        page={state.page}
        totalPages={state.totalPages}
        onPageChange={(page) => dispatch({ type: 'goToPage', page })}
      >
        {list}
      </LobbyFilters>
    </>
  );
}
