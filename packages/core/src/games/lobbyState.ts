import { clampPage } from '../pagination';
import { GAME_PAGE_SIZE, availableModes, isPagedMode } from './lobbyOptions';
import type { GameClassification, LobbyMode } from './lobbyOptions';

/**
 * The vendor game list of doc 2 §4.1 as a pure reducer. The site owns the calls: it asks
 * `nextLobbyFetch(state)` what the list waits for, makes that call once per question (the answer
 * is the same until the question changes), and reports `pageLoaded` or `requestFailed`. An action
 * that needs a page leaves the state loading at once, so the list shows its loading cards in the
 * same render rather than after a second one. Every reset bumps `generation`, so an answer to an
 * older question is dropped.
 */

export interface LobbyFilters {
  /** The vendor code (vassalage); null for every vendor. */
  vendor: string | null;
  classification: GameClassification | null;
  /** The game-name search, trimmed; '' searches nothing. */
  name: string;
  /** Minor units; null for every minimum bet. */
  minBet: number | null;
}

/** What the address bar keeps: the tab, the filters and the page. */
export interface LobbyView extends LobbyFilters {
  mode: LobbyMode;
  page: number;
}

/** loading: a page (or the hot list) is wanted, its call due or under way. */
export type LobbyStatus = 'idle' | 'loading' | 'failed';

export interface LobbyState<G> extends LobbyView {
  gameType: string;
  pageSize: number;
  /** 0 until the first answer, and when nothing matches. */
  totalPages: number;
  /** The list shown: one page, the cached hot list, or every recent page fetched so far. */
  games: readonly G[];
  /** The page the list waits for; null when it has everything it needs. */
  wantedPage: number | null;
  status: LobbyStatus;
  generation: number;
  loggedIn: boolean;
  /** The type's hot list, cached; null until it arrives. */
  hotGames: readonly G[] | null;
}

export type LobbyAction<G> =
  | { type: 'selectMode'; mode: LobbyMode }
  | { type: 'selectVendor'; vendor: string | null }
  | { type: 'selectClassification'; classification: GameClassification | null }
  | { type: 'searchName'; name: string }
  | { type: 'selectMinBet'; minBet: number | null }
  | { type: 'previousPage' }
  | { type: 'nextPage' }
  | { type: 'goToPage'; page: number }
  /** Back/forward or a shared link: the view read from the address (see lobbyUrl). */
  | { type: 'restore'; view: LobbyView }
  | { type: 'sessionChanged'; loggedIn: boolean }
  | { type: 'hotListLoaded'; games: readonly G[] }
  | {
      type: 'pageLoaded';
      generation: number;
      page: number;
      games: readonly G[];
      totalPages: number;
    }
  | { type: 'requestFailed'; generation: number; page: number }
  | { type: 'retry' };

/** One call the list needs, with everything its query takes (doc 2 §3.1 to §3.4). */
export type LobbyFetch =
  | {
      kind: 'games';
      generation: number;
      gameType: string;
      vendor: string | null;
      classification: GameClassification | null;
      name: string;
      minBet: number | null;
      page: number;
      pageSize: number;
    }
  | { kind: 'favourites'; generation: number; gameType: string; page: number; pageSize: number }
  | {
      kind: 'recent';
      generation: number;
      gameType: string;
      vendor: string | null;
      page: number;
      pageSize: number;
    }
  /** The hot list is not cached yet; answer it with `hotListLoaded`. */
  | { kind: 'hot'; generation: number; gameType: string; vendor: string | null };

export const DEFAULT_LOBBY_VIEW: LobbyView = {
  mode: 'all',
  vendor: null,
  classification: null,
  name: '',
  minBet: null,
  page: 1,
};

export interface LobbyInit {
  /** The game type listed (the route's `games` parameter, upper-cased). */
  gameType: string;
  loggedIn: boolean;
  /** Where to start, usually read from the address. @default DEFAULT_LOBBY_VIEW */
  view?: LobbyView;
}

export function initialLobbyState<G>({ gameType, loggedIn, view }: LobbyInit): LobbyState<G> {
  const base: LobbyState<G> = {
    ...DEFAULT_LOBBY_VIEW,
    gameType,
    pageSize: GAME_PAGE_SIZE,
    totalPages: 0,
    games: [],
    wantedPage: 1,
    status: 'loading',
    generation: 0,
    loggedIn,
    hotGames: null,
  };
  return view ? restore(base, consistentView(base, view), 0) : base;
}

/** The tabs the state allows (see availableModes). */
export function lobbyModes<G>(state: LobbyState<G>): LobbyMode[] {
  return availableModes({ hotGameCount: state.hotGames?.length ?? 0, loggedIn: state.loggedIn });
}

/** The more-pages flag: true only while totalPages exceeds the current page. */
export function hasMorePages<G>(state: LobbyState<G>): boolean {
  return state.totalPages > state.page;
}

/** The tab, filters and page, for the address bar. */
export function lobbyView<G>(state: LobbyState<G>): LobbyView {
  const { mode, vendor, classification, name, minBet, page } = state;
  return { mode, vendor, classification, name, minBet, page };
}

export function sameLobbyView(a: LobbyView, b: LobbyView): boolean {
  return (
    a.mode === b.mode &&
    a.vendor === b.vendor &&
    a.classification === b.classification &&
    a.name === b.name &&
    a.minBet === b.minBet &&
    a.page === b.page
  );
}

/** The call the list waits for, or null (nothing wanted, or the call failed). */
export function nextLobbyFetch<G>(state: LobbyState<G>): LobbyFetch | null {
  const page = state.wantedPage;
  if (state.status !== 'loading' || page === null) return null;
  const { generation, gameType, vendor, pageSize } = state;
  switch (state.mode) {
    case 'all':
      return {
        kind: 'games',
        generation,
        gameType,
        vendor,
        classification: state.classification,
        name: state.name,
        minBet: state.minBet,
        page,
        pageSize,
      };
    case 'fav':
      return { kind: 'favourites', generation, gameType, page, pageSize };
    case 'recent':
      return { kind: 'recent', generation, gameType, vendor, page, pageSize };
    case 'hot':
      return { kind: 'hot', generation, gameType, vendor };
  }
}

/** A new question: page 1, an empty list, and older answers ignored from now on. */
function reset<G>(state: LobbyState<G>, patch: Partial<LobbyView>): LobbyState<G> {
  const next: LobbyState<G> = {
    ...state,
    ...patch,
    page: 1,
    totalPages: 0,
    games: [],
    wantedPage: 1,
    status: 'loading',
    generation: state.generation + 1,
  };
  return next.mode === 'hot' ? showHotList(next) : next;
}

/** Hot mode shows the cached list as one page, with no further pages. */
function showHotList<G>(state: LobbyState<G>): LobbyState<G> {
  const hot = state.hotGames;
  if (hot === null) {
    return { ...state, games: [], totalPages: 0, page: 1, wantedPage: 1, status: 'loading' };
  }
  // The hot tab exists only while hot games do: an empty list sends the lobby back to all.
  if (hot.length === 0) return reset({ ...state, mode: 'all' }, {});
  return { ...state, games: hot, totalPages: 1, page: 1, wantedPage: null, status: 'idle' };
}

const CLEARED_BY_MODE: Pick<LobbyView, 'classification' | 'name' | 'minBet'> = {
  classification: null,
  name: '',
  minBet: null,
};

function selectMode<G>(state: LobbyState<G>, mode: LobbyMode): LobbyState<G> {
  if (mode === state.mode || !lobbyModes(state).includes(mode)) return state;
  return reset(state, { mode, ...CLEARED_BY_MODE });
}

function goToPage<G>(state: LobbyState<G>, target: number): LobbyState<G> {
  if (!isPagedMode(state.mode)) return state;
  const page = clampPage(target, state.totalPages);
  if (page === state.page) return state;
  return { ...state, page, games: [], wantedPage: page, status: 'loading' };
}

/** A page number from outside (an address): a whole number from 1, else 1. */
function wholePage(page: number): number {
  return Number.isFinite(page) && page >= 1 ? Math.floor(page) : 1;
}

/**
 * The view as the address gives it, made consistent: other tabs than all carry no
 * classification, name or minimum bet (switching mode clears them), only paged tabs carry a page,
 * and a tab the user cannot see falls back to all.
 */
function consistentView<G>(state: LobbyState<G>, view: LobbyView): LobbyView {
  let mode = view.mode;
  if (mode === 'fav' && !state.loggedIn) mode = 'all';
  if (mode === 'hot' && state.hotGames !== null && state.hotGames.length === 0) mode = 'all';
  const filters = mode === 'all' ? view : CLEARED_BY_MODE;
  return {
    mode,
    vendor: view.vendor,
    classification: filters.classification,
    name: filters.name.trim(),
    minBet: filters.minBet,
    page: isPagedMode(mode) ? wholePage(view.page) : 1,
  };
}

function restore<G>(state: LobbyState<G>, view: LobbyView, generation: number): LobbyState<G> {
  const next: LobbyState<G> = {
    ...state,
    ...view,
    totalPages: 0,
    games: [],
    wantedPage: view.page,
    status: 'loading',
    generation,
  };
  return next.mode === 'hot' ? showHotList(next) : next;
}

function pageLoaded<G>(
  state: LobbyState<G>,
  page: number,
  games: readonly G[],
  reported: number,
): LobbyState<G> {
  const totalPages = Number.isFinite(reported) ? Math.max(0, Math.floor(reported)) : 0;
  if (state.mode === 'recent') {
    // Recent pages arrive one after another and add up to one list.
    const all = page === 1 ? games : [...state.games, ...games];
    // A page that arrived exists, even if the count shrank meanwhile: stop after it.
    const known = Math.max(totalPages, page);
    return {
      ...state,
      games: all,
      page,
      totalPages: known,
      wantedPage: known > page ? page + 1 : null,
      status: known > page ? 'loading' : 'idle',
    };
  }
  // The list emptied while the player was on a later page: back to the first, empty, page.
  if (totalPages === 0 && page > 1) {
    return { ...state, page: 1, totalPages: 0, games: [], wantedPage: null, status: 'idle' };
  }
  // A restored link may point past the end: ask again for the last page that exists.
  if (totalPages > 0 && page > totalPages) {
    return {
      ...state,
      page: totalPages,
      totalPages,
      games: [],
      wantedPage: totalPages,
      status: 'loading',
    };
  }
  return { ...state, games, totalPages, wantedPage: null, status: 'idle' };
}

export function lobbyReducer<G>(state: LobbyState<G>, action: LobbyAction<G>): LobbyState<G> {
  switch (action.type) {
    case 'selectMode':
      return selectMode(state, action.mode);
    // Vendor and classification reset the list whenever chosen; name and minimum bet only when
    // they change (doc 2 §4.1).
    case 'selectVendor':
      return reset(state, { mode: 'all', vendor: action.vendor });
    case 'selectClassification':
      return reset(state, { mode: 'all', classification: action.classification });
    case 'searchName': {
      const name = action.name.trim();
      return name === state.name ? state : reset(state, { mode: 'all', name });
    }
    case 'selectMinBet':
      return action.minBet === state.minBet
        ? state
        : reset(state, { mode: 'all', minBet: action.minBet });
    case 'previousPage':
      return goToPage(state, state.page - 1);
    case 'nextPage':
      return goToPage(state, state.page + 1);
    case 'goToPage':
      return goToPage(state, action.page);
    case 'restore': {
      const view = consistentView(state, action.view);
      return sameLobbyView(lobbyView(state), view)
        ? state
        : restore(state, view, state.generation + 1);
    }
    case 'sessionChanged': {
      if (action.loggedIn === state.loggedIn) return state;
      const next = { ...state, loggedIn: action.loggedIn };
      // Favourites belong to the session that left.
      return next.mode === 'fav' && !next.loggedIn
        ? reset(next, { mode: 'all', ...CLEARED_BY_MODE })
        : next;
    }
    case 'hotListLoaded': {
      const next = { ...state, hotGames: action.games };
      return next.mode === 'hot' ? showHotList(next) : next;
    }
    case 'pageLoaded':
      if (action.generation !== state.generation || action.page !== state.wantedPage) return state;
      return pageLoaded(state, action.page, action.games, action.totalPages);
    case 'requestFailed':
      if (action.generation !== state.generation || action.page !== state.wantedPage) return state;
      return { ...state, status: 'failed' };
    // A new question: the site keys its call by the question, so the same one would not be
    // asked again.
    case 'retry':
      return state.status === 'failed'
        ? { ...state, status: 'loading', generation: state.generation + 1 }
        : state;
  }
}
