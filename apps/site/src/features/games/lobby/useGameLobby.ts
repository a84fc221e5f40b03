import { startTransition, useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { Game, GameList, GameType } from '@lobby/api';
import {
  initialLobbyState,
  lobbyModes,
  lobbyReducer,
  lobbyView,
  lobbyViewFromParams,
  lobbyViewToParams,
  nextLobbyFetch,
  sameLobbyView,
  type GameClassification,
  type LobbyAction,
  type LobbyFetch,
  type LobbyMode,
  type LobbyState,
} from '@lobby/core';
import { fetchQuery, type Query } from '../../../data/query';
import { useAtomValue, useStore } from '../../../state/jotai';
import { localeAtom } from '../../preferences/preferences.atoms';
import { realMemberAtom } from '../../session/session.atoms';
import {
  favouriteGamesPageQuery,
  gamesPageQuery,
  hotGamesQuery,
  recentGamesPageQuery,
} from '../games.queries';

type PageFetch = Exclude<LobbyFetch, { kind: 'hot' }> & { gameType: GameType };

export interface GameLobby {
  state: LobbyState<Game>;
  modes: LobbyMode[];
  dispatch: (action: LobbyAction<Game>) => void;
  /** The recent tab needs a session: a visitor sees a login prompt instead of a list. */
  needsLogin: boolean;
}

/** The query of one page the lobby state asks for. */
function pageQuery(request: PageFetch): Query<GameList> {
  const { gameType, page, pageSize } = request;
  switch (request.kind) {
    case 'games':
      return gamesPageQuery({
        gameType,
        page,
        pageSize,
        ...(request.vendor === null ? {} : { vassalage: request.vendor }),
        ...(request.classification === null ? {} : { classification: request.classification }),
        ...(request.name === '' ? {} : { gameName: request.name }),
        ...(request.minBet === null ? {} : { minBet: request.minBet }),
      });
    case 'favourites':
      return favouriteGamesPageQuery(gameType, page, pageSize);
    case 'recent':
      return recentGamesPageQuery(gameType, request.vendor, page, pageSize);
  }
}

/**
 * The vendor game list of one game type (doc 2 §2.2, §4.1): core's lobby reducer, its calls, and
 * the address bar. A player's change pushes a history entry, so back and forward walk the lobby;
 * back, forward or a shared link restore the view from the address.
 */
export function useGameLobby(
  gameType: GameType,
  classifications: readonly GameClassification[],
): GameLobby {
  const store = useStore();
  // Favourites and recent games are a real member's (a trial account is told to register).
  const loggedIn = useAtomValue(realMemberAtom);
  const [params, setParams] = useSearchParams();
  const [state, dispatch] = useReducer(lobbyReducer<Game>, undefined, (): LobbyState<Game> =>
    initialLobbyState<Game>({
      gameType,
      loggedIn,
      view: lobbyViewFromParams(params, { classifications }),
    }),
  );

  // --- the address bar ---
  const addressView = useMemo(
    () => lobbyViewFromParams(params, { classifications }),
    [params, classifications],
  );
  const view = lobbyView(state);
  // Set when the view came from the address: writing it back must not add a history entry.
  const restoring = useRef(true);
  useEffect(() => {
    if (sameLobbyView(addressView, lobbyView(state))) return;
    restoring.current = true;
    dispatch({ type: 'restore', view: addressView });
    // Only the address's changes restore; the state's own changes are written below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [addressView]);
  useEffect(() => {
    const replace = restoring.current;
    restoring.current = false;
    if (sameLobbyView(view, addressView)) return;
    setParams((current) => lobbyViewToParams(view, current), { replace });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [view.mode, view.vendor, view.classification, view.name, view.minBet, view.page]);

  // The state starts with the session; only a change afterwards is news (a dispatch on mount would
  // render the lobby a second time for nothing).
  const session = useRef(loggedIn);
  useEffect(() => {
    if (session.current === loggedIn) return;
    session.current = loggedIn;
    dispatch({ type: 'sessionChanged', loggedIn });
  }, [loggedIn]);

  // The calls' answers render in a transition: a page of cards is a render of some 20 ms at full
  // speed (a long task on a phone), which React then does in slices the browser can interrupt
  // (a click, a keystroke, a frame) and commits whole.
  const answer = useCallback(
    (action: LobbyAction<Game>) => startTransition(() => dispatch(action)),
    [],
  );

  // --- the type's hot list: it decides whether the hot tab shows, so it loads with the page ---
  const { code: language } = useAtomValue(localeAtom);
  useEffect(() => {
    const controller = new AbortController();
    fetchQuery(store.set, hotGamesQuery(gameType, language), { signal: controller.signal }).then(
      (games) => answer({ type: 'hotListLoaded', games }),
      // Without a hot list there is no hot tab: the lobby works on.
      () => {
        if (!controller.signal.aborted) answer({ type: 'hotListLoaded', games: [] });
      },
    );
    return () => controller.abort();
  }, [store, gameType, language, answer]);

  // --- the page the state asks for: one call per question, made when the question changes ---
  const request = nextLobbyFetch(state);
  const needsLogin = !loggedIn && (state.mode === 'recent' || state.mode === 'fav');
  const requestKey =
    request && request.kind !== 'hot' && !needsLogin ? JSON.stringify(request) : null;
  const inFlight = useRef<AbortController | null>(null);
  useEffect(() => {
    if (requestKey === null) return;
    const wanted = JSON.parse(requestKey) as PageFetch;
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    fetchQuery(store.set, pageQuery(wanted), { signal: controller.signal }).then(
      ({ list, totalPage }) =>
        answer({
          type: 'pageLoaded',
          generation: wanted.generation,
          page: wanted.page,
          games: list,
          totalPages: totalPage,
        }),
      () => {
        if (controller.signal.aborted) return;
        answer({ type: 'requestFailed', generation: wanted.generation, page: wanted.page });
      },
    );
    // Not aborted when the question goes (answered, or replaced): only a newer question or leaving
    // the page cancels it; the reducer drops answers to old questions anyway.
  }, [store, requestKey, answer]);
  useEffect(() => () => inFlight.current?.abort(), []);

  const stableDispatch = useCallback((action: LobbyAction<Game>) => dispatch(action), []);
  return { state, modes: lobbyModes(state), dispatch: stableDispatch, needsLogin };
}
