import { useCallback, useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Game } from '@lobby/api';
import { useAtomValue, useSetAtom } from '../../../state/jotai';
import { useProtectedAction } from '../../account/useProtectedAction';
import { errorMessage } from '../../api/errorMessages';
import { realMemberAtom, sessionTokenAtom } from '../../session/atoms';
import {
  favouriteIdsAtom,
  favouritePendingAtom,
  loadFavouriteIdsAtom,
  toggleFavouriteAtom,
} from '../favouriteAtoms';

const NO_IDS: ReadonlySet<number> = new Set();

/**
 * The favourite state the lobby's cards show, and the toggle (doc 2 §4.2): guarded (a visitor
 * logs in, a demo account is told to register), with the failure's message for the caller to show.
 */
export function useFavouriteToggle<T extends { game: Game }>() {
  const { i18n } = useLingui();
  const token = useAtomValue(sessionTokenAtom);
  const realMember = useAtomValue(realMemberAtom);
  const favouriteIds = useAtomValue(favouriteIdsAtom) ?? NO_IDS;
  const pendingIds = useAtomValue(favouritePendingAtom);
  const loadFavouriteIds = useSetAtom(loadFavouriteIdsAtom);
  const toggleFavourite = useSetAtom(toggleFavouriteAtom);
  const guard = useProtectedAction();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (realMember) void loadFavouriteIds().catch(() => undefined);
  }, [token, realMember, loadFavouriteIds]);

  const onToggleFavourite = useCallback(
    (tile: T) =>
      guard(() => {
        setError(null);
        toggleFavourite(tile.game).catch((failure: unknown) =>
          setError(errorMessage(i18n, failure)),
        );
      }),
    [guard, toggleFavourite, i18n],
  );
  return { favouriteIds, pendingIds, onToggleFavourite, error };
}
