import { useEffect, useMemo, useState } from 'react';
import { getGames, type Game } from '@lobby/api';
import { SubGamePopup } from '@lobby/ui';
import { useAtomValue, useSetAtom, useStore } from '../../../state/jotai';
import { apiAtom } from '../../api/client';
import { vendorsAtom } from '../../vendors/atoms';
import { lobbyTiles } from '../lobby/gameTiles';
import { lowDataAtom } from '../lowData';
import { apiGameType } from './gameQuery';
import { launchLayerAtom } from './launchLayer';
import { useLaunch } from './useLaunch';

/** The most sub-games listed: a vendor's lobby game holds a handful, one page covers them. */
export const SUB_GAMES_MAX = 100;

const NONE: ReadonlySet<number> = new Set();

export interface SubGamesContainerProps {
  gameType: string;
  vendor: string;
  title: string;
}

type Result = { attempt: number } & ({ games: readonly Game[] } | { failed: true });

/**
 * The sub-games of a game flagged isGame = VASSALAGE (doc 2 §2.1): its vendor's games, in the
 * popup. Choosing one closes the list and launches it the same way as any card.
 */
export function SubGamesContainer({ gameType, vendor, title }: SubGamesContainerProps) {
  const store = useStore();
  const vendors = useAtomValue(vendorsAtom);
  const lowData = useAtomValue(lowDataAtom);
  const setLayer = useSetAtom(launchLayerAtom);
  const launch = useLaunch();
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<Result | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const type = apiGameType(gameType);
    const load = async (): Promise<readonly Game[]> => {
      if (type === null) return [];
      const { client } = await store.get(apiAtom);
      const page = await getGames(
        client,
        { gameType: type, vassalage: vendor, page: 1, pageSize: SUB_GAMES_MAX },
        { signal: controller.signal },
      );
      // The vendor's own lobby entry is one of its games: listing it would open this list again.
      return page.list.filter((game) => game.isGame !== 'VASSALAGE');
    };
    load().then(
      (games) => setResult({ attempt, games }),
      () => {
        if (!controller.signal.aborted) setResult({ attempt, failed: true });
      },
    );
    return () => controller.abort();
  }, [store, gameType, vendor, attempt]);

  const current = result?.attempt === attempt ? result : null;
  const games = current !== null && 'games' in current ? current.games : null;
  const tiles = useMemo(() => lobbyTiles(games ?? [], vendors, NONE, NONE), [games, vendors]);

  return (
    <SubGamePopup
      open
      onOpenChange={(open) => {
        if (!open) setLayer(null);
      }}
      title={title}
      games={tiles}
      loading={current === null}
      failed={current !== null && 'failed' in current}
      onRetry={() => setAttempt((n) => n + 1)}
      onLaunch={(tile) => {
        setLayer(null);
        launch({ kind: 'game', game: tile.game });
      }}
      lowData={lowData}
    />
  );
}
