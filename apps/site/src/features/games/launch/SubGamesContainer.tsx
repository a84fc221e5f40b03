import { useMemo } from 'react';
import { SubGamePopup } from '@lobby/ui';
import { useQuery } from '../../../data/useQuery';
import { useAtomValue, useSetAtom } from '../../../state/jotai';
import { useVendors } from '../../vendors/useVendors';
import { gamesPageQuery } from '../games.queries';
import { lobbyTiles } from '../lobby/gameTiles';
import { lowDataAtom } from '../lowData.atoms';
import { apiGameType } from './gameQuery';
import { launchLayerAtom } from './launchLayer.atoms';
import { useLaunch } from './useLaunch';

/** The most sub-games listed: a vendor's lobby game holds a handful, one page covers them. */
export const SUB_GAMES_MAX = 100;

const NONE: ReadonlySet<number> = new Set();

export interface SubGamesContainerProps {
  gameType: string;
  vendor: string;
  title: string;
}

/**
 * The sub-games of a game flagged isGame = VASSALAGE (doc 2 §2.1): its vendor's games, in the
 * popup. Choosing one closes the list and launches it the same way as any card.
 */
export function SubGamesContainer({ gameType, vendor, title }: SubGamesContainerProps) {
  const vendors = useVendors();
  const lowData = useAtomValue(lowDataAtom);
  const setLayer = useSetAtom(launchLayerAtom);
  const launch = useLaunch();
  const type = apiGameType(gameType);
  const page = useQuery(
    type === null
      ? null
      : gamesPageQuery({ gameType: type, vassalage: vendor, page: 1, pageSize: SUB_GAMES_MAX }),
  );
  // The vendor's own lobby entry is one of its games: listing it would open this list again.
  // A type the API does not know has no sub-games.
  const games = useMemo(
    () => (type === null ? [] : page.data?.list.filter((game) => game.isGame !== 'VASSALAGE')),
    [type, page.data],
  );
  const tiles = useMemo(() => lobbyTiles(games ?? [], vendors, NONE, NONE), [games, vendors]);

  return (
    <SubGamePopup
      open
      onOpenChange={(open) => {
        if (!open) setLayer(null);
      }}
      title={title}
      games={tiles}
      loading={games === undefined && (page.error === undefined || page.fetching)}
      failed={games === undefined && page.error !== undefined && !page.fetching}
      onRetry={() => void page.refetch()}
      onLaunch={(tile) => {
        setLayer(null);
        launch({ kind: 'game', game: tile.game });
      }}
      lowData={lowData}
    />
  );
}
