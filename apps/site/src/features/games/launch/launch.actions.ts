import type { NavigateFunction } from 'react-router';
import { isApiError } from '@lobby/api';
import { lobbyLaunchTarget, type LobbyLaunchInput, type LobbyLaunchTarget } from '@lobby/core';
import { apiAtom } from '../../../data/api';
import { fetchQuery } from '../../../data/query';
import { atom, type Getter, type Setter } from '../../../state/jotai';
import { sessionLimitReachedAtom } from '../../protection/protection.actions';
import { sessionLimitRefusal } from '../../protection/refusals';
import { vendorsAtom } from '../../vendors/vendors.atoms';
import { gamesPageQuery } from '../games.queries';
import { firstGameQuery } from './gameQuery';
import { requireSafeGameUrl } from './gameUrl';
import { gamePagePath, launchName } from './gamePage';
import { sendGameWindow } from './gameWindow';
import { launchLayerAtom } from './launchLayer.atoms';
import { NoGameError } from './noGame';

// Everything past the click (the calls, the sub-game list) is this chunk: useLaunch imports it
// when a launch needs the network, so the navigation and the lobby stay small.

export interface LaunchContext {
  navigate: NavigateFunction;
  /** The window opened in the click for a 'window' vendor; null otherwise. */
  popup: Window | null;
  /** What the player clicked: the retry button launches it again. */
  retry: LobbyLaunchInput;
}

/** A launch target without the vendor or the game code to launch. */
class IncompleteLaunchError extends Error {
  override readonly name = 'IncompleteLaunchError';
  constructor() {
    super('The launch lacks its vendor or game code');
  }
}

/** The sub-game list's title: the game's name, else its vendor's. */
function subGamesTitle(get: Getter, input: LobbyLaunchInput, vendor: string): string {
  const name = launchName(input);
  if (name !== '') return name;
  const code = vendor.toUpperCase();
  return get(vendorsAtom)?.find((v) => v.vassalage.toUpperCase() === code)?.name ?? vendor;
}

async function follow(
  get: Getter,
  set: Setter,
  input: LobbyLaunchInput,
  target: LobbyLaunchTarget,
  context: LaunchContext,
): Promise<void> {
  const { navigate, popup } = context;
  // Only a game launch uses the window: every other outcome closes it.
  if (target.kind !== 'launch' && target.kind !== 'launchFirstGame') popup?.close();
  switch (target.kind) {
    case 'navigate':
      void navigate(target.to);
      return;
    case 'subGames': {
      if (target.vendor === null || input.kind !== 'game') throw new NoGameError();
      set(launchLayerAtom, {
        kind: 'subGames',
        gameType: input.game.gameType,
        vendor: target.vendor,
        title: subGamesTitle(get, input, target.vendor),
      });
      return;
    }
    case 'launchFirstGame': {
      const query = firstGameQuery(target.gameType, target.vendor);
      const game =
        query === null ? undefined : (await fetchQuery(set, gamesPageQuery(query))).list[0];
      if (game === undefined) throw new NoGameError();
      const next: LobbyLaunchInput = { kind: 'game', game };
      await follow(get, set, next, lobbyLaunchTarget(next), context);
      return;
    }
    case 'launch': {
      const { gameType, vendor, gameCode } = target;
      if (vendor === null || gameCode === null) throw new IncompleteLaunchError();
      if (popup === null) {
        void navigate(gamePagePath({ gameType, vendor, gameCode, name: launchName(input) }));
        return;
      }
      const { api, client } = await set(apiAtom);
      const { url } = await api.launchGame(client, { gameType, vassalage: vendor, gameCode });
      sendGameWindow(popup, requireSafeGameUrl(url));
      return;
    }
  }
}

/**
 * The part of a launch that waits on the network: the first game of a category, the launch call
 * of a 'window' vendor's game. A failure closes the window and says why, with a retry; an expired
 * session says nothing here, the login dialog opens for it.
 */
export const runLaunchAtom = atom(
  null,
  async (
    get,
    set,
    input: LobbyLaunchInput,
    target: LobbyLaunchTarget,
    context: LaunchContext,
  ): Promise<void> => {
    try {
      await follow(get, set, input, target, context);
    } catch (error) {
      context.popup?.close();
      if (isApiError(error, 'sessionExpired')) return;
      // issue 30: the session-time limit has run out: the player is logged out and told why.
      const minutes = sessionLimitRefusal(error);
      if (minutes !== undefined) {
        void set(sessionLimitReachedAtom, minutes);
        return;
      }
      set(launchLayerAtom, { kind: 'failed', error, retry: context.retry });
    }
  },
);
