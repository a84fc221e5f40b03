import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { GAME_CLASSIFICATIONS, LOBBY_MODES, MIN_BET_OPTIONS } from './lobbyOptions';
import { DEFAULT_LOBBY_VIEW } from './lobbyState';
import type { LobbyView } from './lobbyState';
import { lobbyViewFromParams, lobbyViewToParams } from './lobbyUrl';

const view = (patch: Partial<LobbyView>): LobbyView => ({ ...DEFAULT_LOBBY_VIEW, ...patch });

describe('lobbyViewToParams', () => {
  test.each<[Partial<LobbyView>, string]>([
    [{}, ''],
    [{ vendor: 'PG' }, 'vendor=PG'],
    [
      { vendor: 'PG', classification: 'SC', name: 'gold rush', minBet: 5, page: 3 },
      'vendor=PG&class=SC&name=gold+rush&minBet=0.05&page=3',
    ],
    [{ minBet: 10 }, 'minBet=0.1'],
    [{ minBet: 75 }, 'minBet=0.75'],
    [{ mode: 'recent', vendor: 'JILI' }, 'tab=recent&vendor=JILI'],
    [{ mode: 'fav', page: 2 }, 'tab=fav&page=2'],
  ])('%o -> "%s"', (patch, search) => {
    expect(lobbyViewToParams(view(patch)).toString()).toBe(search);
  });

  test('keeps parameters that are not the lobby’s and replaces the lobby’s own', () => {
    const params = lobbyViewToParams(view({ page: 2 }), '?brand=demo&page=7&tab=hot&name=x');
    expect(params.toString()).toBe('brand=demo&page=2');
  });
});

describe('lobbyViewFromParams', () => {
  test.each<[string, Partial<LobbyView>]>([
    ['', {}],
    ['?tab=hot', { mode: 'hot' }],
    ['tab=recent&vendor=PG', { mode: 'recent', vendor: 'PG' }],
    ['class=JP&minBet=0.5&page=12', { classification: 'JP', minBet: 50, page: 12 }],
    ['name=%20%20lucky%20%20', { name: 'lucky' }],
    ['minBet=0.10', { minBet: 10 }],
  ])('"%s"', (search, patch) => {
    expect(lobbyViewFromParams(search)).toEqual(view(patch));
  });

  test.each<[string, string]>([
    ['an unknown tab', 'tab=popular'],
    ['a tab in capitals', 'tab=HOT'],
    ['a vendor with odd characters', 'vendor=%3Cscript%3E'],
    ['a vendor too long', `vendor=${'A'.repeat(33)}`],
    ['an unknown classification', 'class=XX'],
    ['a minimum bet not on offer', 'minBet=0.02'],
    ['a minimum bet in minor units', 'minBet=5'],
    ['a minimum bet that is no number', 'minBet=1e-2'],
    ['a negative page', 'page=-2'],
    ['page 0', 'page=0'],
    ['a fractional page', 'page=2.5'],
    ['a page with leading zeros', 'page=007'],
    ['a page beyond the list', 'page=100001'],
    ['a name over 100 characters', `name=${'a'.repeat(101)}`],
    ['an empty vendor', 'vendor='],
  ])('ignores %s', (_, search) => {
    expect(lobbyViewFromParams(search)).toEqual(DEFAULT_LOBBY_VIEW);
  });

  test('a bad value leaves the good ones', () => {
    expect(lobbyViewFromParams('vendor=PG&page=abc&class=ZZ&name=fish')).toEqual(
      view({ vendor: 'PG', name: 'fish' }),
    );
  });

  test('the first of repeated parameters counts', () => {
    expect(lobbyViewFromParams('page=2&page=5').page).toBe(2);
  });

  test('classifications not on offer are ignored', () => {
    expect(lobbyViewFromParams('class=BG', { classifications: ['SC', 'VP'] }).classification).toBe(
      null,
    );
    expect(lobbyViewFromParams('class=BG').classification).toBe('BG');
  });
});

describe('round trip', () => {
  const views = fc.record<LobbyView>({
    mode: fc.constantFrom(...LOBBY_MODES),
    vendor: fc.option(fc.stringMatching(/^[A-Za-z0-9_-]{1,32}$/), { nil: null }),
    classification: fc.option(fc.constantFrom(...GAME_CLASSIFICATIONS), { nil: null }),
    name: fc.string({ maxLength: 100 }).map((name) => name.trim()),
    minBet: fc.option(fc.constantFrom(...MIN_BET_OPTIONS), { nil: null }),
    page: fc.integer({ min: 1, max: 100_000 }),
  });

  test('every view survives the address (property)', () => {
    fc.assert(
      fc.property(views, (original) => {
        const search = lobbyViewToParams(original).toString();
        expect(lobbyViewFromParams(search)).toEqual(original);
      }),
    );
  });

  test('any address reads as a usable view (property)', () => {
    fc.assert(
      fc.property(fc.string(), (search) => {
        const parsed = lobbyViewFromParams(search);
        expect(LOBBY_MODES).toContain(parsed.mode);
        expect(Number.isInteger(parsed.page) && parsed.page >= 1).toBe(true);
        expect(lobbyViewFromParams(lobbyViewToParams(parsed))).toEqual(parsed);
      }),
    );
  });
});
