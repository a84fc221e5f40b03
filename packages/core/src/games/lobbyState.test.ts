import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_LOBBY_VIEW,
  hasMorePages,
  initialLobbyState,
  lobbyModes,
  lobbyReducer,
  lobbyView,
  nextLobbyFetch,
} from './lobbyState';
import type { LobbyAction, LobbyState, LobbyView } from './lobbyState';
import {
  GAME_PAGE_SIZE,
  MIN_BET_OPTIONS,
  availableModes,
  classificationOptions,
} from './lobbyOptions';

type Game = { id: number };
const games = (from: number, count: number): Game[] =>
  Array.from({ length: count }, (_, i) => ({ id: from + i }));

function run(state: LobbyState<Game>, ...actions: LobbyAction<Game>[]): LobbyState<Game> {
  return actions.reduce(lobbyReducer<Game>, state);
}

/** Answers the pending call with a page of `count` games out of `totalPages`. */
function answer(state: LobbyState<Game>, totalPages: number, count = GAME_PAGE_SIZE) {
  const fetch = nextLobbyFetch(state);
  if (!fetch || fetch.kind === 'hot') throw new Error('no page call pending');
  const page = fetch.page;
  return run(state, {
    type: 'pageLoaded',
    generation: fetch.generation,
    page,
    games: games((page - 1) * GAME_PAGE_SIZE, count),
    totalPages,
  });
}

const start = (loggedIn = true) => initialLobbyState<Game>({ gameType: 'RNG', loggedIn });
/** All mode on page 1 of 5, with a hot list cached and some filters set. */
function browsing(): LobbyState<Game> {
  const state = run(
    start(),
    { type: 'hotListLoaded', games: games(900, 3) },
    { type: 'selectVendor', vendor: 'PG' },
    { type: 'selectClassification', classification: 'SC' },
    { type: 'searchName', name: 'gold' },
    { type: 'selectMinBet', minBet: 5 },
  );
  return answer(state, 5);
}

describe('options', () => {
  test.each([
    [{ hotGameCount: 0, loggedIn: false }, ['all', 'recent']],
    [{ hotGameCount: 4, loggedIn: false }, ['all', 'hot', 'recent']],
    [{ hotGameCount: 0, loggedIn: true }, ['all', 'fav', 'recent']],
    [{ hotGameCount: 1, loggedIn: true }, ['all', 'hot', 'fav', 'recent']],
  ])('tabs for %o: %o', (input, modes) => {
    expect(availableModes(input)).toEqual(modes);
  });

  test.each([
    [
      ['EN', 'TH'],
      ['SC', 'VP', 'TG', 'AC', 'JP'],
    ],
    [
      ['EN', 'TY'],
      ['SC', 'VP', 'TG', 'AC', 'JP', 'BG'],
    ],
    [['ty'], ['SC', 'VP', 'TG', 'AC', 'JP', 'BG']],
    [[], ['SC', 'VP', 'TG', 'AC', 'JP']],
  ])('classifications with languages %o', (languages, codes) => {
    expect(classificationOptions(languages)).toEqual(codes);
  });

  test('minimum bets 0.01, 0.05, 0.1, 0.5, 0.75 in minor units; page size 12', () => {
    expect(MIN_BET_OPTIONS).toEqual([1, 5, 10, 50, 75]);
    expect(GAME_PAGE_SIZE).toBe(12);
  });
});

describe('first load', () => {
  test('all mode asks for page 1 of 12 with no filters', () => {
    expect(nextLobbyFetch(start())).toEqual({
      kind: 'games',
      generation: 0,
      gameType: 'RNG',
      vendor: null,
      classification: null,
      name: '',
      minBet: null,
      page: 1,
      pageSize: 12,
    });
  });

  test('the list is loading from the start; its question stands until answered, and the answer fills it', () => {
    expect(start().status).toBe('loading');
    // Another answer meanwhile (the hot list) asks nothing new: the site makes one call.
    const meanwhile = run(start(), { type: 'hotListLoaded', games: games(900, 3) });
    expect(meanwhile.status).toBe('loading');
    expect(nextLobbyFetch(meanwhile)).toEqual(nextLobbyFetch(start()));
    const loaded = answer(start(), 3);
    expect(loaded.games).toHaveLength(12);
    expect(loaded.totalPages).toBe(3);
    expect(loaded.status).toBe('idle');
    expect(nextLobbyFetch(loaded)).toBeNull();
  });

  test('a failed call waits for retry, then asks again', () => {
    const failed = run(start(), { type: 'requestFailed', generation: 0, page: 1 });
    expect(failed.status).toBe('failed');
    expect(nextLobbyFetch(failed)).toBeNull();
    const retried = run(failed, { type: 'retry' });
    expect(retried.status).toBe('loading');
    // A new question, so a site that calls once per question calls again.
    expect(nextLobbyFetch(retried)).toMatchObject({ page: 1, generation: 1 });
  });
});

describe('switching mode', () => {
  test.each(['hot', 'fav', 'recent'] as const)(
    'to %s: page 1, size 12, classification, name and minimum bet cleared, list emptied; vendor kept',
    (mode) => {
      const state = run(browsing(), { type: 'nextPage' });
      const next = run(answer(state, 5), { type: 'selectMode', mode });
      expect(next).toMatchObject({
        mode,
        page: 1,
        pageSize: 12,
        vendor: 'PG',
        classification: null,
        name: '',
        minBet: null,
      });
      if (mode !== 'hot') expect(next.games).toEqual([]);
      expect(next.generation).toBeGreaterThan(state.generation);
    },
  );

  test('the current mode again changes nothing', () => {
    const state = browsing();
    expect(run(state, { type: 'selectMode', mode: 'all' })).toBe(state);
  });

  test.each([
    ['fav, logged out', start(false), 'fav'],
    ['hot, no hot games yet', start(), 'hot'],
    ['hot, an empty hot list', run(start(), { type: 'hotListLoaded', games: [] }), 'hot'],
  ] as const)('a tab that is not shown cannot be chosen: %s', (_, state, mode) => {
    expect(run(state, { type: 'selectMode', mode })).toBe(state);
  });

  test('hot shows the cached hot list as one page, no further pages, no call', () => {
    const hot = run(browsing(), { type: 'selectMode', mode: 'hot' });
    expect(hot.games).toEqual(games(900, 3));
    expect(hot).toMatchObject({ page: 1, totalPages: 1 });
    expect(hasMorePages(hot)).toBe(false);
    expect(nextLobbyFetch(hot)).toBeNull();
    expect(run(hot, { type: 'nextPage' })).toBe(hot);
  });

  test('a hot list restored before it is cached asks for it, and shows it on arrival', () => {
    const state = initialLobbyState<Game>({
      gameType: 'RNG',
      loggedIn: false,
      view: { ...DEFAULT_LOBBY_VIEW, mode: 'hot' },
    });
    expect(nextLobbyFetch(state)).toEqual({
      kind: 'hot',
      generation: 0,
      gameType: 'RNG',
      vendor: null,
    });
    const shown = run(state, { type: 'hotListLoaded', games: games(1, 2) });
    expect(shown.games).toEqual(games(1, 2));
    expect(nextLobbyFetch(shown)).toBeNull();
  });

  test('a hot list that arrives empty sends hot mode back to all', () => {
    const state = initialLobbyState<Game>({
      gameType: 'RNG',
      loggedIn: false,
      view: { ...DEFAULT_LOBBY_VIEW, mode: 'hot' },
    });
    const next = run(state, { type: 'hotListLoaded', games: [] });
    expect(next.mode).toBe('all');
    expect(nextLobbyFetch(next)).toMatchObject({ kind: 'games', page: 1 });
  });

  test('favourites page like all, asking the favourite list', () => {
    const fav = run(browsing(), { type: 'selectMode', mode: 'fav' });
    expect(nextLobbyFetch(fav)).toEqual({
      kind: 'favourites',
      generation: fav.generation,
      gameType: 'RNG',
      page: 1,
      pageSize: 12,
    });
    const paged = run(answer(fav, 2), { type: 'nextPage' });
    expect(nextLobbyFetch(paged)).toMatchObject({ kind: 'favourites', page: 2 });
  });

  test('logging out in favourites goes back to all; logging in keeps the tab', () => {
    const fav = answer(run(start(), { type: 'selectMode', mode: 'fav' }), 1);
    expect(run(fav, { type: 'sessionChanged', loggedIn: true })).toBe(fav);
    const out = run(fav, { type: 'sessionChanged', loggedIn: false });
    expect(out.mode).toBe('all');
    expect(lobbyModes(out)).toEqual(['all', 'recent']);
  });
});

describe('recent loads pages one after another until all are fetched', () => {
  test('three pages add up to one list', () => {
    let state = run(start(), { type: 'selectMode', mode: 'recent' });
    const asked: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      const fetch = nextLobbyFetch(state);
      if (!fetch) break;
      expect(fetch).toMatchObject({ kind: 'recent', vendor: null, pageSize: 12 });
      if (fetch.kind === 'recent') asked.push(fetch.page);
      state = answer(state, 3, fetch.kind === 'recent' && fetch.page === 3 ? 5 : 12);
      expect(hasMorePages(state)).toBe(state.page < 3);
    }
    expect(asked).toEqual([1, 2, 3]);
    expect(state.games).toHaveLength(29);
    expect(state.games.map((g) => g.id)).toEqual(
      [...games(0, 12), ...games(12, 12), ...games(24, 5)].map((g) => g.id),
    );
  });

  test('no paging by hand while recent loads by itself', () => {
    const state = answer(run(start(), { type: 'selectMode', mode: 'recent' }), 3);
    expect(run(state, { type: 'nextPage' })).toBe(state);
  });
});

describe('filters reset to all and page 1', () => {
  const onPage3 = () => answer(run(browsing(), { type: 'goToPage', page: 3 }), 5);

  test.each<[string, LobbyAction<Game>, Partial<LobbyView>]>([
    ['a new vendor', { type: 'selectVendor', vendor: 'JILI' }, { vendor: 'JILI' }],
    ['the same vendor again', { type: 'selectVendor', vendor: 'PG' }, { vendor: 'PG' }],
    ['every vendor', { type: 'selectVendor', vendor: null }, { vendor: null }],
    [
      'a classification',
      { type: 'selectClassification', classification: 'VP' },
      { classification: 'VP' },
    ],
    [
      'the same classification again',
      { type: 'selectClassification', classification: 'SC' },
      { classification: 'SC' },
    ],
    ['a new name', { type: 'searchName', name: '  fruit ' }, { name: 'fruit' }],
    ['a new minimum bet', { type: 'selectMinBet', minBet: 75 }, { minBet: 75 }],
  ])('%s', (_, action, changed) => {
    const state = onPage3();
    expect(state.page).toBe(3);
    const next = run(state, action);
    expect(next).toMatchObject({ mode: 'all', page: 1, games: [], ...changed });
    expect(nextLobbyFetch(next)).toMatchObject({ kind: 'games', page: 1, ...changed });
  });

  test.each<[string, LobbyAction<Game>]>([
    ['the same name', { type: 'searchName', name: 'gold' }],
    ['the same name with spaces', { type: 'searchName', name: ' gold  ' }],
    ['the same minimum bet', { type: 'selectMinBet', minBet: 5 }],
  ])('%s changes nothing', (_, action) => {
    const state = onPage3();
    expect(run(state, action)).toBe(state);
  });

  test('a filter chosen in another tab brings the lobby back to all', () => {
    const recent = run(browsing(), { type: 'selectMode', mode: 'recent' });
    expect(run(recent, { type: 'searchName', name: 'gold' })).toMatchObject({
      mode: 'all',
      name: 'gold',
    });
  });
});

describe('previous and next', () => {
  test.each([
    // [from page, total pages, action, expected page]
    [1, 5, 'previousPage', 1],
    [1, 5, 'nextPage', 2],
    [4, 5, 'nextPage', 5],
    [5, 5, 'nextPage', 5],
    [5, 5, 'previousPage', 4],
    [1, 1, 'nextPage', 1],
    [1, 0, 'nextPage', 1],
  ] as const)('page %d of %d, %s -> %d', (from, total, type, expected) => {
    let state = answer(start(), total);
    if (from > 1) state = answer(run(state, { type: 'goToPage', page: from }), total);
    expect(state.page).toBe(from);
    const next = run(state, { type });
    expect(next.page).toBe(expected);
    if (expected === from) expect(next).toBe(state);
    else expect(nextLobbyFetch(next)).toMatchObject({ page: expected });
  });

  test.each([
    [1, 5, true],
    [4, 5, true],
    [5, 5, false],
    [1, 1, false],
    [1, 0, false],
  ])('more pages on page %d of %d: %s', (page, totalPages, more) => {
    expect(hasMorePages({ ...start(), page, totalPages })).toBe(more);
  });

  test('an answer for a page left meanwhile is dropped', () => {
    const state = answer(start(), 5);
    const onTwo = run(state, { type: 'nextPage' });
    const onThree = run(onTwo, { type: 'nextPage' });
    const late = run(onThree, {
      type: 'pageLoaded',
      generation: 0,
      page: 2,
      games: games(12, 12),
      totalPages: 5,
    });
    expect(late).toBe(onThree);
    expect(nextLobbyFetch(late)).toMatchObject({ page: 3 });
  });

  test('an answer to a question asked before a filter changed is dropped', () => {
    const filtered = run(start(), { type: 'searchName', name: 'gold' });
    const late = run(filtered, {
      type: 'pageLoaded',
      generation: 0,
      page: 1,
      games: games(0, 12),
      totalPages: 9,
    });
    expect(late).toBe(filtered);
    expect(late.games).toEqual([]);
  });

  test('a restored page past the end asks again for the last page', () => {
    const state = initialLobbyState<Game>({
      gameType: 'RNG',
      loggedIn: false,
      view: { ...DEFAULT_LOBBY_VIEW, page: 9 },
    });
    const clamped = answer(state, 4, 0);
    expect(clamped.page).toBe(4);
    expect(nextLobbyFetch(clamped)).toMatchObject({ kind: 'games', page: 4 });
  });

  test('a list that emptied while on a later page goes back to an empty first page', () => {
    const onTwo = answer(run(answer(start(), 2), { type: 'goToPage', page: 2 }), 0, 0);
    expect(onTwo).toMatchObject({ page: 1, totalPages: 0, games: [] });
    expect(hasMorePages(onTwo)).toBe(false);
    expect(nextLobbyFetch(onTwo)).toBeNull();
  });
});

describe('restore from the address', () => {
  test('the view is taken as given and the list asked again', () => {
    const view: LobbyView = {
      mode: 'all',
      vendor: 'PG',
      classification: 'JP',
      name: 'gold',
      minBet: 10,
      page: 2,
    };
    const state = run(answer(start(), 5), { type: 'restore', view });
    expect(lobbyView(state)).toEqual(view);
    expect(nextLobbyFetch(state)).toMatchObject({ kind: 'games', page: 2, classification: 'JP' });
  });

  test('the view already shown changes nothing (the address echoing the state)', () => {
    const state = browsing();
    expect(run(state, { type: 'restore', view: lobbyView(state) })).toBe(state);
  });

  test.each<[string, LobbyView, boolean, Partial<LobbyView>]>([
    [
      'other tabs drop the all-only filters and the page',
      { mode: 'recent', vendor: 'PG', classification: 'SC', name: 'x', minBet: 5, page: 4 },
      true,
      { mode: 'recent', vendor: 'PG', classification: null, name: '', minBet: null, page: 1 },
    ],
    [
      'favourites without a session fall back to all',
      { ...DEFAULT_LOBBY_VIEW, mode: 'fav', page: 2 },
      false,
      { mode: 'all', page: 2 },
    ],
    [
      'favourites keep their page',
      { ...DEFAULT_LOBBY_VIEW, mode: 'fav', page: 3 },
      true,
      { mode: 'fav', page: 3 },
    ],
    ['a page that is no page is 1', { ...DEFAULT_LOBBY_VIEW, page: Number.NaN }, true, { page: 1 }],
  ])('%s', (_, view, loggedIn, expected) => {
    const state = initialLobbyState<Game>({ gameType: 'RNG', loggedIn, view });
    expect(lobbyView(state)).toMatchObject(expected);
  });
});

describe('invariants (property)', () => {
  const actions = fc.oneof(
    fc.constantFrom<LobbyAction<Game>>(
      { type: 'previousPage' },
      { type: 'nextPage' },
      { type: 'retry' },
      { type: 'selectMode', mode: 'all' },
      { type: 'selectMode', mode: 'hot' },
      { type: 'selectMode', mode: 'fav' },
      { type: 'selectMode', mode: 'recent' },
      { type: 'sessionChanged', loggedIn: false },
      { type: 'sessionChanged', loggedIn: true },
      { type: 'hotListLoaded', games: games(500, 2) },
    ),
    fc.integer({ min: -3, max: 30 }).map((page) => ({ type: 'goToPage' as const, page })),
    fc
      .constantFrom('PG', 'JILI', null)
      .map((vendor) => ({ type: 'selectVendor' as const, vendor })),
    fc.constantFrom('', 'gold', ' gold ').map((name) => ({ type: 'searchName' as const, name })),
    fc
      .constantFrom(null, ...MIN_BET_OPTIONS)
      .map((minBet) => ({ type: 'selectMinBet' as const, minBet })),
    fc.integer({ min: 0, max: 20 }).map((total) => ({ type: 'answer' as const, total })),
  );

  test('the page stays within 1..max(1, totalPages); non-all tabs hold no all-only filter', () => {
    fc.assert(
      fc.property(fc.array(actions, { maxLength: 40 }), (steps) => {
        let state = start();
        for (const step of steps) {
          if (step.type === 'answer') {
            const fetch = nextLobbyFetch(state);
            if (fetch && fetch.kind !== 'hot') state = answer(state, step.total);
          } else {
            state = lobbyReducer(state, step);
          }
          expect(state.page).toBeGreaterThanOrEqual(1);
          expect(state.page).toBeLessThanOrEqual(Math.max(1, state.totalPages));
          expect(state.pageSize).toBe(12);
          expect(lobbyModes(state)).toContain(state.mode);
          if (state.mode !== 'all') {
            expect([state.classification, state.name, state.minBet]).toEqual([null, '', null]);
          }
          // Loading exactly while a page is wanted, unless its call failed.
          if (state.status !== 'failed') {
            expect(state.status === 'loading').toBe(state.wantedPage !== null);
          }
        }
      }),
    );
  });
});
