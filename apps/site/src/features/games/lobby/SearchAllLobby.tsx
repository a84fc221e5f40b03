import { useCallback, useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import type { GameType, Vendor } from '@lobby/api';
import {
  DEFAULT_LOBBY_VIEW,
  lobbyViewFromParams,
  lobbyViewToParams,
  type GameClassification,
  type GameFilters,
} from '@lobby/core';
import { Button, EmptyState, GameGrid, GameSearchAll } from '@lobby/ui';
import { errorMessage } from '../../../data/errorMessages';
import { useQuery } from '../../../data/useQuery';
import { useVendors } from '../../vendors/useVendors';
import { allGamesQuery } from '../games.queries';
import { useLaunch } from '../launch';
import { lobbyTiles, type LobbyTile } from './gameTiles';
import { StyledAlert } from './GameLobby.styles';
import { useFavouriteToggle } from './useFavouriteToggle';

export interface SearchAllLobbyProps {
  gameType: GameType;
  label: string;
  vendors: readonly Vendor[];
  classifications: readonly GameClassification[];
  lowData: boolean;
}

/**
 * Beyond the spec: every game of the type in one scrollable grid, filtered on the client as the
 * player types (one GAME_index answer per type). The filters live in the address like the paged
 * list's, replaced rather than pushed, so typing a name adds no history entry per key.
 */
export function SearchAllLobby({
  gameType,
  label,
  vendors,
  classifications,
  lowData,
}: SearchAllLobbyProps) {
  const { t, i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const allVendors = useVendors();
  const launch = useLaunch();
  const { favouriteIds, pendingIds, onToggleFavourite, error } = useFavouriteToggle<LobbyTile>();
  const { data: games, error: failure, refetch } = useQuery(allGamesQuery(gameType));

  const filters: GameFilters = useMemo(() => {
    const { vendor, classification, name, minBet } = lobbyViewFromParams(params, {
      classifications,
    });
    return { vendor, classification, name, minBet };
  }, [params, classifications]);
  const onFiltersChange = useCallback(
    (next: GameFilters) =>
      setParams((current) => lobbyViewToParams({ ...DEFAULT_LOBBY_VIEW, ...next }, current), {
        replace: true,
      }),
    [setParams],
  );
  const tiles = useMemo(
    () => (games ? lobbyTiles(games, allVendors, favouriteIds, pendingIds) : []),
    [games, allVendors, favouriteIds, pendingIds],
  );
  const onLaunch = useCallback(
    (tile: LobbyTile) => launch({ kind: 'game', game: tile.game }),
    [launch],
  );

  if (games === undefined && failure !== undefined) {
    return (
      <EmptyState
        title={t`Games could not be loaded`}
        description={errorMessage(i18n, failure)}
        action={<Button onClick={() => void refetch()}>{t`Retry`}</Button>}
      />
    );
  }
  if (games === undefined) {
    return <GameGrid games={[]} label={t`All ${label} games`} onLaunch={onLaunch} loading />;
  }
  return (
    <>
      {error !== null && <StyledAlert role="alert">{error}</StyledAlert>}
      <GameSearchAll<LobbyTile>
        games={tiles}
        vendors={vendors.map((vendor) => ({ code: vendor.vassalage, name: vendor.name }))}
        classifications={classifications}
        filters={filters}
        onFiltersChange={onFiltersChange}
        onLaunch={onLaunch}
        onToggleFavourite={onToggleFavourite}
        lowData={lowData}
        label={t`All ${label} games`}
      />
    </>
  );
}
