import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { Vendor } from '@lobby/api';
import {
  lobbyLaunchTarget,
  matchRoute,
  type LobbyLaunchInput,
  type LobbyLaunchTarget,
} from '@lobby/core';
import { useStore } from '../../../state/jotai';
import { useProtectedAction } from '../../account/useProtectedAction';
import { vendorsAtom } from '../../vendors/vendors.atoms';
import { gamePagePath, launchName } from './gamePage';
import { openGameWindow } from './gameWindow';
import { launchLayerAtom } from './launchLayer.atoms';

// Everything past the click (the calls, the sub-game list) is in its own chunk: this hook is part
// of the navigation and the lobby, and must stay small.
const loadRunner = () => import('./launch.actions');

/** Pages that list games: visitors browse them too, so going there needs no login. */
const LIST_PAGE_GROUPS: ReadonlySet<string> = new Set(['game', 'egame']);

function isListPage(to: string): boolean {
  const group = matchRoute(to)?.group;
  return group !== undefined && LIST_PAGE_GROUPS.has(group);
}

/**
 * Whether the game starts in a window of its own: its vendor's launch mode is 'window'. Only a
 * vendor known at the click counts; a window cannot be opened once a call has been awaited.
 */
export function opensInWindow(
  target: LobbyLaunchTarget,
  vendors: readonly Pick<Vendor, 'vassalage' | 'launchMode'>[] | null,
): boolean {
  if (target.kind !== 'launch' && target.kind !== 'launchFirstGame') return false;
  const code = target.vendor?.toUpperCase();
  if (code === undefined) return false;
  return (vendors ?? []).some(
    (vendor) => vendor.vassalage.toUpperCase() === code && vendor.launchMode === 'window',
  );
}

/**
 * Launches what the player clicked: a game card, a vendor tile or a category entry (doc 2 §2.1).
 * Login first (doc 2 §5: a visitor gets the login dialog, a trial account the real-account
 * warning), except for a tile that only opens a list of games. Then core's launch target decides:
 * a page; the sub-game list; the first game of a category; or the launch itself, in the iframe
 * page or, for a 'window' vendor, in a window opened right here, inside the click.
 */
export function useLaunch(): (input: LobbyLaunchInput) => void {
  const guard = useProtectedAction();
  const navigate = useNavigate();
  const store = useStore();
  return useCallback(
    (input: LobbyLaunchInput) => {
      const target = lobbyLaunchTarget(input);
      if (target.kind === 'navigate' && isListPage(target.to)) {
        void navigate(target.to);
        return;
      }
      guard(() => {
        if (target.kind === 'navigate') {
          void navigate(target.to);
          return;
        }
        const popup = opensInWindow(target, store.get(vendorsAtom)) ? openGameWindow() : undefined;
        if (popup === null) {
          store.set(launchLayerAtom, { kind: 'blocked', retry: input });
          return;
        }
        if (popup === undefined && target.kind === 'launch') {
          const { gameType, vendor, gameCode } = target;
          if (vendor !== null && gameCode !== null) {
            void navigate(gamePagePath({ gameType, vendor, gameCode, name: launchName(input) }));
            return;
          }
        }
        const context = { navigate, popup: popup ?? null, retry: input };
        void loadRunner().then(
          ({ runLaunchAtom }) => store.set(runLaunchAtom, input, target, context),
          // The chunk did not arrive (offline, a deploy during the visit): say so, as a failed call.
          (error: unknown) => {
            popup?.close();
            store.set(launchLayerAtom, { kind: 'failed', error, retry: input });
          },
        );
      });
    },
    [guard, navigate, store],
  );
}
