import { useCallback, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Game } from '@lobby/api';
import { errorMessage } from '../../../data/errorMessages';
import { useQuery } from '../../../data/useQuery';
import { useAtomValue, useSetAtom } from '../../../state/jotai';
import { useProtectedAction } from '../../account/useProtectedAction';
import { realMemberAtom } from '../../session/session.atoms';
import { toggleFavouriteAtom } from '../favourites.actions';
import { favouriteIdsQuery } from '../favourites.queries';

const NO_IDS: ReadonlySet<number> = new Set();

/**
 * The favourite state the lobby's cards show, and the toggle (doc 2 §4.2): guarded (a visitor
 * logs in, a demo account is told to register), with a loader on the card while its call is under
 * way and the failure's message for the caller to show. Only a real member has favourites.
 */
export function useFavouriteToggle<T extends { game: Game }>() {
  const { i18n } = useLingui();
  const realMember = useAtomValue(realMemberAtom);
  const { data: ids } = useQuery(realMember ? favouriteIdsQuery : null);
  const toggleFavourite = useSetAtom(toggleFavouriteAtom);
  const guard = useProtectedAction();
  const [pendingIds, setPendingIds] = useState<ReadonlySet<number>>(NO_IDS);
  const [error, setError] = useState<string | null>(null);
  const favouriteIds = useMemo(() => (ids ? new Set(ids) : NO_IDS), [ids]);

  const onToggleFavourite = useCallback(
    (tile: T) =>
      guard(() => {
        const { nodeId } = tile.game;
        if (pendingIds.has(nodeId)) return;
        setError(null);
        setPendingIds((current) => new Set(current).add(nodeId));
        toggleFavourite(tile.game, ids ?? [])
          .catch((failure: unknown) => setError(errorMessage(i18n, failure)))
          .finally(() =>
            setPendingIds((current) => {
              const next = new Set(current);
              next.delete(nodeId);
              return next;
            }),
          );
      }),
    [guard, toggleFavourite, i18n, ids, pendingIds],
  );

  return { favouriteIds, pendingIds, onToggleFavourite, error };
}
