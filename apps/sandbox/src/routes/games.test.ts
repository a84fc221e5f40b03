import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameListSql, listGames } from '../store/catalog';
import type { GameQuery } from '../store/catalog';
import { startSandbox } from '../test/harness';
import type { Sandbox } from '../test/harness';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
});

afterAll(async () => {
  await sandbox.close();
});

interface Game {
  gameId: number;
  name: string;
  gameType: string;
  vassalage: string;
  classification: string;
  minBet: number;
  isHot: 0 | 1;
  isGame?: string;
  thumbnail: string;
}
interface Page {
  list: Game[];
  page: number;
  pageSize: number;
  totalPage: number;
  total: number;
}

async function page(query: string): Promise<Page> {
  const { status, body } = await sandbox.get(`/wps/relay/GAME_list?${query}`);
  expect(status, query).toBe(200);
  return (body as { value: Page }).value;
}

const count = (sql: string, params: (string | number)[]) =>
  sandbox.db.get<{ n: number }>(sql, params)?.n ?? -1;

describe('GET /wps/relay/GAME_list', () => {
  it('a cached page never outlives a change to the catalogue', async () => {
    const before = await page('gameType=FISH');
    const first = before.list[0]!;
    expect((await page('gameType=FISH')).list[0]!.name).toBe(first.name);
    sandbox.db.run('UPDATE games SET name = ? WHERE game_id = ?', ['Renamed Reef', first.gameId]);
    expect((await page('gameType=FISH')).list[0]!.name).toBe('Renamed Reef');
    sandbox.db.run('UPDATE games SET name = ? WHERE game_id = ?', [first.name, first.gameId]);
  });

  it('pages 12 by default, hot games first, with totals', async () => {
    const first = await page('gameType=RNG');
    const total = count("SELECT COUNT(*) AS n FROM games WHERE game_type = 'RNG'", []);
    expect(first).toMatchObject({ page: 1, pageSize: 12, total, totalPage: Math.ceil(total / 12) });
    expect(first.list).toHaveLength(12);
    expect(first.list.every((g) => g.gameType === 'RNG')).toBe(true);
    expect(first.list[0]?.isHot).toBe(1);
    expect(first.list[0]?.thumbnail).toBe(
      `${sandbox.url}/sandbox-assets/games/${first.list[0]?.gameId}.svg`,
    );
  });

  it('walks every page without gaps or repeats', async () => {
    const total = count("SELECT COUNT(*) AS n FROM games WHERE game_type = 'COCKFIGHT'", []);
    const seen: number[] = [];
    const { totalPage } = await page('gameType=COCKFIGHT&pageSize=7');
    for (let p = 1; p <= totalPage; p++) {
      seen.push(
        ...(await page(`gameType=COCKFIGHT&pageSize=7&page=${p}`)).list.map((g) => g.gameId),
      );
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    const last = await page(`gameType=COCKFIGHT&pageSize=7&page=${totalPage}`);
    expect(last.list.length).toBe(total - (totalPage - 1) * 7);
  });

  it('answers a page past the end with an empty list, not an error', async () => {
    const beyond = await page('gameType=LIVE&page=5000');
    expect(beyond.list).toEqual([]);
    expect(beyond.page).toBe(5000);
    expect(beyond.total).toBeGreaterThan(0);
  });

  it('filters by vendor, classification, min bet and name, combined', async () => {
    const byVendor = await page('gameType=RNG&vassalage=NOVA&pageSize=100');
    expect(byVendor.total).toBe(
      count("SELECT COUNT(*) AS n FROM games WHERE game_type = 'RNG' AND vassalage = 'NOVA'", []),
    );
    expect(byVendor.list.every((g) => g.vassalage === 'NOVA')).toBe(true);

    const byClass = await page('gameType=RNG&classification=VP&pageSize=100');
    expect(byClass.total).toBeGreaterThan(0);
    expect(byClass.list.every((g) => g.classification === 'VP')).toBe(true);

    const byBet = await page('gameType=RNG&minBet=75&pageSize=100');
    expect(byBet.total).toBeGreaterThan(0);
    expect(byBet.list.every((g) => g.minBet === 75)).toBe(true);

    const byName = await page('gameType=RNG&gameName=DRAGON&pageSize=100');
    expect(byName.total).toBe(
      count("SELECT COUNT(*) AS n FROM games WHERE game_type = 'RNG' AND name LIKE '%dragon%'", []),
    );
    expect(byName.list.every((g) => g.name.toLowerCase().includes('dragon'))).toBe(true);

    const all = await page(
      'gameType=RNG&vassalage=NOVA&classification=SC&minBet=5&gameName=gold&pageSize=100',
    );
    expect(all.total).toBeGreaterThan(0);
    for (const g of all.list) {
      expect(g).toMatchObject({ vassalage: 'NOVA', classification: 'SC', minBet: 5 });
      expect(g.name.toLowerCase()).toContain('gold');
    }
  });

  it('treats empty filters as absent and name wildcards as literal text', async () => {
    const plain = await page('gameType=FISH');
    expect(await page('gameType=FISH&vassalage=&classification=&gameName=&minBet=')).toEqual(plain);
    expect((await page('gameType=RNG&gameName=%25')).total).toBe(0);
    expect((await page('gameType=RNG&gameName=_')).total).toBe(0);
    // "&" is in names ("Hold & Win") and must match literally.
    expect((await page('gameType=RNG&gameName=%26')).total).toBeGreaterThan(0);
  });

  it('an unknown vendor is an empty list; a filter outside the vocabulary is a 400', async () => {
    expect((await page('gameType=RNG&vassalage=NOBODY')).total).toBe(0);
    for (const query of [
      '',
      'gameType=rng',
      'gameType=RNG&classification=XX',
      'gameType=RNG&page=0',
      'gameType=RNG&page=-1',
      'gameType=RNG&page=1.5',
      'gameType=RNG&page=1e3',
      'gameType=RNG&page=100001',
      'gameType=RNG&page=99999999999999999999',
      'gameType=RNG&pageSize=0',
      'gameType=RNG&pageSize=-12',
      'gameType=RNG&pageSize=101',
      'gameType=RNG&minBet=abc',
      'gameType=RNG&vassalage=no%20spaces',
      `gameType=RNG&gameName=${'x'.repeat(101)}`,
    ]) {
      const { status, body } = await sandbox.get(`/wps/relay/GAME_list?${query}`);
      expect(status, query).toBe(400);
      expect(body, query).toMatchObject({
        success: false,
        message: expect.stringMatching(/Invalid/) as unknown,
      });
    }
  });

  it('never serves a cached total after the games change', async () => {
    expect((await page('gameType=RNG&gameName=zzuniq')).total).toBe(0);
    sandbox.db.run(
      "UPDATE games SET name = 'Zzuniq Reels' WHERE game_id = 9 AND game_type = 'RNG'",
    );
    expect((await page('gameType=RNG&gameName=zzuniq')).total).toBe(1);
  });

  it('marks sub-game lobbies with isGame and leaves it out elsewhere', async () => {
    const lobbies = await page('gameType=LIVE&pageSize=100&page=1');
    const flagged = lobbies.list.filter((g) => 'isGame' in g);
    for (const g of flagged) expect(g.isGame).toBe('VASSALAGE');
    expect(lobbies.list.some((g) => !('isGame' in g))).toBe(true);
  });
});

describe('game list SQL', () => {
  const plan = (query: GameQuery) => {
    const { sql, params } = gameListSql(query);
    return sandbox.db
      .all<{ detail: string }>(`EXPLAIN QUERY PLAN ${sql}`, params)
      .map((r) => r.detail)
      .join('\n');
  };

  it.each<[string, GameQuery]>([
    ['type only', { gameType: 'RNG', page: 1, pageSize: 12 }],
    ['vendor', { gameType: 'RNG', vassalage: 'NOVA', page: 3, pageSize: 12 }],
    ['classification', { gameType: 'RNG', classification: 'VP', page: 1, pageSize: 12 }],
    ['min bet', { gameType: 'RNG', minBet: 5, page: 1, pageSize: 12 }],
    ['name', { gameType: 'RNG', gameName: 'dragon', page: 1, pageSize: 12 }],
  ])('uses an index in order for %s: no full scan, no sort', (_name, query) => {
    const detail = plan(query);
    expect(detail).toMatch(/SEARCH games USING (COVERING )?INDEX games_by_/);
    expect(detail).not.toMatch(/SCAN games(?! USING)/);
    expect(detail).not.toMatch(/TEMP B-TREE/);
  });

  it('counts through an index too', () => {
    const detail = sandbox.db
      .all<{ detail: string }>(
        "EXPLAIN QUERY PLAN SELECT COUNT(*) FROM games WHERE game_type = 'RNG' AND vassalage = 'NOVA'",
      )
      .map((r) => r.detail)
      .join('\n');
    expect(detail).toMatch(/USING COVERING INDEX games_by_vendor/);
  });

  it('listGames agrees with a plain query', () => {
    const { list, total } = listGames(sandbox.db, {
      gameType: 'CARD',
      classification: 'VP',
      page: 2,
      pageSize: 5,
    });
    const expected = sandbox.db.all<{ game_id: number }>(
      "SELECT game_id FROM games WHERE game_type = 'CARD' AND classification = 'VP' ORDER BY sort_key LIMIT 5 OFFSET 5",
    );
    expect(list.map((g) => g.gameId)).toEqual(expected.map((r) => r.game_id));
    expect(total).toBe(
      count(
        "SELECT COUNT(*) AS n FROM games WHERE game_type = 'CARD' AND classification = 'VP'",
        [],
      ),
    );
  });
});

describe('GET /wps/relay/GAME_vendors', () => {
  it('lists the vendors of a type, hot first, with a logo the sandbox serves', async () => {
    const { body } = await sandbox.get('/wps/relay/GAME_vendors?gameType=ESPORTS');
    const vendors = (body as { value: { vassalage: string; isHot: number; logo: string }[] }).value;
    expect(vendors.map((x) => x.vassalage).sort()).toEqual(['AI', 'AV', 'IA', 'IMES', 'TF']);
    expect(vendors[0]?.isHot).toBe(1);
    const logo = await fetch(vendors[0]?.logo ?? '');
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('refuses a missing or unknown type', async () => {
    expect((await sandbox.get('/wps/relay/GAME_vendors')).status).toBe(400);
    expect((await sandbox.get('/wps/relay/GAME_vendors?gameType=SLOTS')).status).toBe(400);
  });
});
