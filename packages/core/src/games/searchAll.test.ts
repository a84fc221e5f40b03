import { DatabaseSync } from 'node:sqlite';
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import {
  NO_GAME_FILTERS,
  createGameFilter,
  filterGames,
  foldAsciiCase,
  hasGameFilters,
  sameGameFilters,
} from './searchAll';
import type { FilterableGame, GameFilters } from './searchAll';

interface Game extends FilterableGame {
  id: number;
}

const game = (
  id: number,
  name: string,
  vassalage: string,
  classification: string,
  minBet: number,
) => ({ id, name, vassalage, classification, minBet }) satisfies Game;

const catalogue: Game[] = [
  game(1, 'Golden Bonanza', 'NOVA', 'SC', 5),
  game(2, 'Dragon Gold', 'NOVA', 'SC', 1),
  game(3, 'Lucky Dragon', 'KOI', 'TG', 5),
  game(4, 'Royal Poker', 'KOI', 'VP', 75),
  game(5, 'GOLDEN reels', 'ORBIT', 'SC', 5),
  game(6, '100% Wild', 'ORBIT', 'AC', 10),
  game(7, 'Wild_Fire', 'LUMEN', 'JP', 50),
  game(8, 'Éclair Riches', 'LUMEN', 'SC', 1),
  game(9, 'Big Bingo', 'KOI', 'BG', 10),
];

const filters = (patch: Partial<GameFilters>): GameFilters => ({ ...NO_GAME_FILTERS, ...patch });
const ids = (games: readonly Game[]) => games.map((g) => g.id);

describe('filterGames: the meaning of GAME_list filters', () => {
  test.each<[string, Partial<GameFilters>, number[]]>([
    ['no filter: every game, in order', {}, [1, 2, 3, 4, 5, 6, 7, 8, 9]],
    ['vendor: that code only', { vendor: 'KOI' }, [3, 4, 9]],
    ['vendor: the code exactly, not its case', { vendor: 'koi' }, []],
    ['vendor: unknown code', { vendor: 'NONE' }, []],
    ['classification', { classification: 'SC' }, [1, 2, 5, 8]],
    ['minimum bet: exactly that amount', { minBet: 5 }, [1, 3, 5]],
    ['minimum bet: no amount between', { minBet: 6 }, []],
    ['minimum bet 0 is a filter, not "any"', { minBet: 0 }, []],
    ['name: substring anywhere', { name: 'gon' }, [2, 3]],
    ['name: ASCII case ignored', { name: 'GOLDEN' }, [1, 5]],
    ['name: mixed case in the query', { name: 'dRaGoN' }, [2, 3]],
    ['name: trimmed', { name: '  poker ' }, [4]],
    ['name: spaces only is no filter', { name: '   ' }, [1, 2, 3, 4, 5, 6, 7, 8, 9]],
    ['name: inner space kept', { name: 'n g' }, [2]],
    ['name: % is a plain character', { name: '%' }, [6]],
    ['name: _ is a plain character', { name: '_' }, [7]],
    ['name: _ does not match any one character', { name: 'Wild_' }, [7]],
    ['name: non-ASCII letters keep their case', { name: 'éclair' }, []],
    ['name: non-ASCII letters match themselves', { name: 'Écl' }, [8]],
    ['name: nothing matches', { name: 'zzz' }, []],
    ['vendor and classification', { vendor: 'NOVA', classification: 'SC' }, [1, 2]],
    [
      'every filter at once',
      { vendor: 'ORBIT', classification: 'SC', name: 'reel', minBet: 5 },
      [5],
    ],
    ['filters that exclude each other', { vendor: 'KOI', classification: 'SC' }, []],
  ])('%s', (_, patch, expected) => {
    expect(ids(filterGames(catalogue, filters(patch)))).toEqual(expected);
  });

  test('no filter gives back the same array, so memos downstream hold', () => {
    const filter = createGameFilter(catalogue);
    expect(filter(NO_GAME_FILTERS)).toBe(catalogue);
    expect(filter(filters({ name: '  ' }))).toBe(catalogue);
    expect(filter(filters({ vendor: 'KOI' }))).not.toBe(catalogue);
  });

  test('one filter serves many queries over the same list', () => {
    const filter = createGameFilter(catalogue);
    expect(ids(filter(filters({ name: 'wild' })))).toEqual([6, 7]);
    expect(ids(filter(filters({ name: 'wild', minBet: 50 })))).toEqual([7]);
    expect(ids(filter(filters({ classification: 'BG' })))).toEqual([9]);
  });

  test('names are folded on the first name search only, once per list', () => {
    let reads = 0;
    const counted = catalogue.map((g) => ({
      ...g,
      get name() {
        reads += 1;
        return g.name;
      },
    }));
    const filter = createGameFilter(counted);
    filter(filters({ vendor: 'KOI', classification: 'TG', minBet: 5 }));
    expect(reads).toBe(0);
    expect(filter(filters({ name: 'gold' }))).toHaveLength(3);
    expect(filter(filters({ name: 'wild' }))).toHaveLength(2);
    expect(reads).toBe(counted.length);
  });

  test('an empty list', () => {
    expect(filterGames([], filters({ name: 'gold' }))).toEqual([]);
  });

  test('10,000 games', () => {
    const many = Array.from({ length: 10_000 }, (_, i) =>
      game(i, `Game ${i}`, `V${i % 7}`, ['SC', 'VP', 'TG'][i % 3] as string, (i % 4) + 1),
    );
    const filter = createGameFilter(many);
    expect(filter(filters({ vendor: 'V3' }))).toHaveLength(1429);
    expect(ids(filter(filters({ name: 'GAME 999' })))).toEqual([
      999, 9990, 9991, 9992, 9993, 9994, 9995, 9996, 9997, 9998, 9999,
    ]);
    expect(filter(filters({ classification: 'VP', minBet: 2 }))).toHaveLength(834);
  });
});

describe('foldAsciiCase', () => {
  test.each([
    ['Golden', 'golden'],
    ['ABC xyz 123', 'abc xyz 123'],
    ['ÉCLAIR', 'Éclair'],
    ['İstanbul', 'İstanbul'],
    ['ΣΟΦΙΑ', 'ΣΟΦΙΑ'],
    ['', ''],
  ])('%s -> %s', (text, folded) => {
    expect(foldAsciiCase(text)).toBe(folded);
  });

  test('never changes the length', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'aZ İıßΣé'.split('')) }), (text) => {
        expect(foldAsciiCase(text)).toHaveLength(text.length);
      }),
    );
  });
});

describe('hasGameFilters and sameGameFilters', () => {
  test.each<[Partial<GameFilters>, boolean]>([
    [{}, false],
    [{ name: '  ' }, false],
    [{ name: 'a' }, true],
    [{ vendor: 'KOI' }, true],
    [{ classification: 'SC' }, true],
    [{ minBet: 0 }, true],
  ])('%o narrows: %s', (patch, narrows) => {
    expect(hasGameFilters(filters(patch))).toBe(narrows);
  });

  test.each<[Partial<GameFilters>, Partial<GameFilters>, boolean]>([
    [{}, {}, true],
    [{ name: 'gold ' }, { name: 'gold' }, true],
    [{ name: 'gold' }, { name: 'Gold' }, false],
    [{ vendor: 'KOI' }, {}, false],
    [{ minBet: 5 }, { minBet: 1 }, false],
    [{ classification: 'SC' }, { classification: 'VP' }, false],
  ])('%o and %o select the same: %s', (a, b, same) => {
    expect(sameGameFilters(filters(a), filters(b))).toBe(same);
  });
});

// The sandbox filters with SQLite (apps/sandbox/src/store/catalog.ts); the same clauses here, on
// random games and queries, must select exactly what the client's filter selects.
describe('the client selects what the server selects', () => {
  const db = new DatabaseSync(':memory:');
  db.exec(`CREATE TABLE games (
    id INTEGER PRIMARY KEY, name TEXT NOT NULL, vassalage TEXT NOT NULL,
    classification TEXT NOT NULL, min_bet INTEGER NOT NULL
  ) STRICT`);

  function serverSelect(games: readonly Game[], query: GameFilters): number[] {
    db.exec('DELETE FROM games');
    const insert = db.prepare('INSERT INTO games VALUES (?, ?, ?, ?, ?)');
    for (const g of games) insert.run(g.id, g.name, g.vassalage, g.classification, g.minBet);
    const clauses = ['1 = 1'];
    const params: (string | number)[] = [];
    if (query.vendor !== null) {
      clauses.push('vassalage = ?');
      params.push(query.vendor);
    }
    if (query.classification !== null) {
      clauses.push('classification = ?');
      params.push(query.classification);
    }
    if (query.minBet !== null) {
      clauses.push('min_bet = ?');
      params.push(query.minBet);
    }
    const name = query.name.trim();
    if (name !== '') {
      clauses.push("name LIKE ? ESCAPE '\\'");
      params.push(`%${name.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
    }
    return db
      .prepare(`SELECT id FROM games WHERE ${clauses.join(' AND ')} ORDER BY id`)
      .all(...params)
      .map((row) => Number(row.id));
  }

  // A small alphabet, so queries often hit: ASCII letters in both cases, LIKE's special
  // characters, a space and non-ASCII letters whose case SQLite keeps. Queries are short for the
  // same reason.
  const alphabet = fc.constantFrom(...'aAgGéÉİi%_\\ '.split(''));
  const text = fc.string({ unit: alphabet, maxLength: 8 });
  const search = fc.string({ unit: alphabet, maxLength: 3 });
  const vendor = fc.constantFrom('KOI', 'NOVA', 'koi');
  const classification = fc.constantFrom('SC', 'VP', 'TG');
  const amount = fc.constantFrom(1, 5, 10);
  const games = fc
    .array(fc.record({ name: text, vassalage: vendor, classification, minBet: amount }), {
      maxLength: 30,
    })
    .map((list) => list.map((g, i) => ({ ...g, id: i + 1 })));
  const query = fc.record({
    vendor: fc.option(vendor),
    classification: fc.option(classification),
    name: search,
    minBet: fc.option(amount),
  });

  test('random games and queries', () => {
    fc.assert(
      fc.property(games, query, (list, q) => {
        expect(ids(filterGames(list, q))).toEqual(serverSelect(list, q));
      }),
      { numRuns: 300 },
    );
  });
});
