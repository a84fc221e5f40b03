import type { LobbyLaunchInput } from '@lobby/core';
import { atom } from '../../../state/jotai';

/** What a launch shows over the page: the sub-game list, or why the game did not open. */
export type LaunchLayer =
  /** A game flagged isGame = VASSALAGE: its vendor's sub-games, one of which the player picks. */
  | { kind: 'subGames'; gameType: string; vendor: string; title: string }
  /** The browser blocked the game's window: allow popups, then retry (a new click may open it). */
  | { kind: 'blocked'; retry: LobbyLaunchInput }
  /** A call failed (network, game under maintenance...), or there was no game to start. */
  | { kind: 'failed'; error: unknown; retry: LobbyLaunchInput };

/** The launch layer on screen; null when none. Set by a launch, cleared by the layer. */
export const launchLayerAtom = atom<LaunchLayer | null>(null);
