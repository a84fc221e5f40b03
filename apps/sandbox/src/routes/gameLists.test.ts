import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addFavourite,
  getAllGames,
  getFavouriteGames,
  getFavouriteIds,
  GAME_TYPES,
  getGames,
  getVendors,
  loginFreeplay,
  paths,
  removeFavourite,
} from '@lobby/api';
import type { Game, GameList, GameType } from '@lobby/api';
import { DEMO_ACCOUNTS } from '../seed/accounts';
import { WINDOW_VENDORS } from '../seed/lobby';
import { hotGamesSql } from '../store/catalog';
import { MAX_FAVOURITES } from '../store/favourites';
import { failureOf, logInAs, visitor } from '../test/account';
import type { Visitor } from '../test/account';
import { startSandbox } from '../test/harness';
import type { Sandbox } from '../test/harness';
import { rawGet } from '../test/server';
import { GAME_INDEX_CACHE_CONTROL, HOT_GAMES_LIMIT, PRIZE_MODE_VENDORS } from './gameLists';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
});

afterAll(async () => {
  await sandbox.close();
});

async function value<T>(path: string): Promise<T> {
  const { status, body } = await sandbox.get(path);
  expect(status, path).toBe(200);
  return (body as { value: T }).value;
}

const ids = (sql: string, params: (string | number)[] = []) =>
  sandbox.db.all<{ id: number }>(sql, params).map((r) => r.id);

async function expectRefused(path: string, status = 400) {
  const res = await sandbox.get(path);
  expect(res.status, path).toBe(status);
  expect(res.body, path).toMatchObject({
    success: false,
    message: expect.stringMatching(/Invalid/) as unknown,
  });
  expect(res.headers.get('cache-control'), path).toBe('no-store');
}

describe('GET /wps/relay/GAME_vendors: launch modes', () => {
  it('the framing-shy live vendors open in a window, every other vendor in the iframe', async () => {
    const modes: Record<string, string> = {};
    for (const type of GAME_TYPES) {
      for (const vendor of await getVendors(visitor(sandbox).client, type)) {
        modes[vendor.vassalage] = vendor.launchMode;
      }
    }
    const windowed = Object.keys(modes).filter((code) => modes[code] === 'window');
    expect(windowed.sort()).toEqual([...WINDOW_VENDORS].sort());
    expect(Object.values(modes).filter((mode) => mode === 'iframe')).toHaveLength(
      Object.keys(modes).length - WINDOW_VENDORS.length,
    );
  });
});

describe('GET /wps/relay/GAME_hot', () => {
  it('lists the hot games of a type in list order, one capped page', async () => {
    const hot = await value<Game[]>(`${paths.gameHot}?gameType=RNG`);
    const expected = ids(
      "SELECT game_id AS id FROM games WHERE game_type = 'RNG' AND is_hot = 1 ORDER BY sort_key LIMIT ?",
      [HOT_GAMES_LIMIT],
    );
    // RNG has more hot games than one page holds: the cap is what stops the list.
    expect(expected).toHaveLength(HOT_GAMES_LIMIT);
    expect(hot.map((g) => g.gameId)).toEqual(expected);
    expect(hot.every((g) => g.isHot === 1 && g.gameType === 'RNG')).toBe(true);
    expect(hot[0]!.thumbnail).toBe(`${sandbox.url}/sandbox-assets/games/${hot[0]!.gameId}.svg`);
  });

  it('narrows to one vendor; a vendor without hot games, or unknown, is an empty list', async () => {
    const nova = await value<Game[]>(`${paths.gameHot}?gameType=RNG&vassalage=NOVA`);
    expect(nova.map((g) => g.gameId)).toEqual(
      ids(
        "SELECT game_id AS id FROM games WHERE game_type = 'RNG' AND vassalage = 'NOVA' AND is_hot = 1 ORDER BY sort_key LIMIT 60",
      ),
    );
    expect(nova.length).toBeGreaterThan(0);
    expect(nova.every((g) => g.vassalage === 'NOVA' && g.isHot === 1)).toBe(true);
    expect(await value<Game[]>(`${paths.gameHot}?gameType=RNG&vassalage=NOBODY`)).toEqual([]);
    expect(await value<Game[]>(`${paths.gameHot}?gameType=LIVE&vassalage=NOVA`)).toEqual([]);
  });

  it('follows a change to the catalogue at once', async () => {
    const [first] = await value<Game[]>(`${paths.gameHot}?gameType=FISH`);
    sandbox.db.run('UPDATE games SET is_hot = 0 WHERE game_id = ?', [first!.gameId]);
    try {
      const after = await value<Game[]>(`${paths.gameHot}?gameType=FISH`);
      expect(after.map((g) => g.gameId)).not.toContain(first!.gameId);
    } finally {
      sandbox.db.run('UPDATE games SET is_hot = 1 WHERE game_id = ?', [first!.gameId]);
    }
  });

  it('refuses a missing or unknown type and a malformed vendor', async () => {
    for (const query of ['', 'gameType=SLOTS', 'gameType=rng', 'gameType=RNG&vassalage=no%20way']) {
      await expectRefused(`${paths.gameHot}?${query}`);
    }
  });

  it.each([{ gameType: 'RNG' as const }, { gameType: 'RNG' as const, vassalage: 'NOVA' }])(
    'reads only the hot rows, in index order ($vassalage)',
    (query) => {
      const { sql, params } = hotGamesSql({ ...query, limit: HOT_GAMES_LIMIT });
      const plan = sandbox.db
        .all<{ detail: string }>(`EXPLAIN QUERY PLAN ${sql}`, params)
        .map((r) => r.detail)
        .join('\n');
      expect(plan).toMatch(/USING INDEX games_hot_by_/);
      expect(plan).not.toMatch(/TEMP B-TREE/);
    },
  );
});

describe('GET /wps/relay/GAME_index', () => {
  const client = () => visitor(sandbox).client;

  async function everyPage(gameType: GameType): Promise<Game[]> {
    const games: Game[] = [];
    let page: GameList;
    let n = 1;
    do {
      page = await getGames(client(), { gameType, page: n++, pageSize: 100 });
      games.push(...page.list);
    } while (n <= page.totalPage);
    return games;
  }

  it.each<GameType>(['RNG', 'LIVE', 'COCKFIGHT'])(
    'decodes to the same %s games, in the same order, as every GAME_list page',
    async (gameType) => {
      const all = await getAllGames(client(), gameType);
      const total = ids('SELECT game_id AS id FROM games WHERE game_type = ?', [gameType]).length;
      expect(all).toHaveLength(total);
      expect(all).toEqual(await everyPage(gameType));
    },
  );

  it('is compressed when the client accepts it, and the same answer either way', async () => {
    // A type no other test has asked for: its first compressed answer is made here.
    const path = `${paths.gameIndex}?gameType=CARD`;
    const plain = await rawGet(sandbox.url, path);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await rawGet(sandbox.url, path, { 'Accept-Encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    const gz = await rawGet(sandbox.url, path, { 'Accept-Encoding': 'gzip, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.body)).toEqual(plain.body);
    expect(gunzipSync(gz.body)).toEqual(plain.body);
    // The compact form is what keeps the whole catalogue small on the wire.
    expect(br.body.byteLength).toBeLessThan(plain.body.byteLength / 4);
    for (const res of [plain, br, gz]) expect(res.headers['vary']).toBe('Accept-Encoding');

    // The best compression, made after the first answer, serves the requests that follow.
    await vi.waitFor(
      async () => {
        const later = await rawGet(sandbox.url, path, { 'Accept-Encoding': 'br' });
        expect(later.body.byteLength).toBeLessThan(br.body.byteLength);
        expect(brotliDecompressSync(later.body)).toEqual(plain.body);
      },
      { timeout: 10_000, interval: 50 },
    );
  });

  it('is one answer per type whatever Host a request names: the origin is configuration', async () => {
    const path = `${paths.gameIndex}?gameType=PVP`;
    const first = await rawGet(sandbox.url, path, { 'Accept-Encoding': 'br' });
    // Once the best compression of the answer is made, every request gets exactly those bytes.
    let best = first.body;
    await vi.waitFor(
      async () => {
        best = (await rawGet(sandbox.url, path, { 'Accept-Encoding': 'br' })).body;
        expect(best.byteLength).toBeLessThan(first.body.byteLength);
      },
      { timeout: 10_000, interval: 50 },
    );
    // A Host the sandbox has never seen would otherwise build, compress and keep another answer:
    // its first body would be the quick compression again, with its own thumbnails.
    for (const host of ['rebound.example', 'evil.example:8080', `x${'y'.repeat(200)}.example`]) {
      const res = await rawGet(sandbox.url, path, { 'Accept-Encoding': 'br', Host: host });
      expect(res.status, host).toBe(200);
      expect(res.headers['etag'], host).toBe(first.headers['etag']);
      expect(res.body.equals(best), host).toBe(true);
    }
    const decoded = brotliDecompressSync(best).toString();
    expect(decoded).toContain(`"${sandbox.url}/sandbox-assets/games/`);
    expect(decoded).not.toContain('example');
  });

  it('carries an ETag and a cache policy, and answers a revalidation with an empty 304', async () => {
    const path = `${paths.gameIndex}?gameType=FISH`;
    const first = await rawGet(sandbox.url, path, { 'Accept-Encoding': 'br' });
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe(GAME_INDEX_CACHE_CONTROL);
    const etag = String(first.headers['etag']);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await rawGet(sandbox.url, path, { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.body.byteLength).toBe(0);
    expect(again.headers['etag']).toBe(etag);
    expect(again.headers['cache-control']).toBe(GAME_INDEX_CACHE_CONTROL);
    // Another type's answer is another representation.
    const live = await rawGet(sandbox.url, `${paths.gameIndex}?gameType=LIVE`, {
      'If-None-Match': etag,
    });
    expect(live.status).toBe(200);
  });

  it('a change to the catalogue changes the answer and its ETag', async () => {
    const path = `${paths.gameIndex}?gameType=MINI`;
    const before = await sandbox.get(path);
    const [first] = await getAllGames(client(), 'MINI');
    sandbox.db.run('UPDATE games SET name = ? WHERE game_id = ?', ['Renamed Mines', first!.gameId]);
    try {
      const after = await sandbox.get(path, { 'If-None-Match': before.headers.get('etag') ?? '' });
      expect(after.status).toBe(200);
      expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
      expect((await getAllGames(client(), 'MINI'))[0]!.name).toBe('Renamed Mines');
    } finally {
      sandbox.db.run('UPDATE games SET name = ? WHERE game_id = ?', [first!.name, first!.gameId]);
    }
  });

  it('refuses a missing or unknown type, uncached', async () => {
    await expectRefused(paths.gameIndex);
    await expectRefused(`${paths.gameIndex}?gameType=ALL`);
  });
});

describe('GET /wps/relay/GAME_popular', () => {
  it.each(['ELOTT', 'LOTT', 'SEA', 'ZY'] as const)(
    'ranks the %s vendors’ lottery games, most played first, 20 by default',
    async (prizeMode) => {
      const vendors = PRIZE_MODE_VENDORS[prizeMode];
      const popular = await value<Game[]>(`${paths.gamePopular}?prizeMode=${prizeMode}&device=WEB`);
      const expected = ids(
        `SELECT game_id AS id FROM games WHERE game_type = 'LOTTERY'
           AND vassalage IN (${vendors.map(() => '?').join(', ')})
         ORDER BY popularity DESC, sort_key LIMIT 20`,
        [...vendors],
      );
      expect(popular.map((g) => g.gameId)).toEqual(expected);
      expect(popular).toHaveLength(20);
      expect(popular.every((g) => vendors.includes(g.vassalage))).toBe(true);
      const plays = popular.map(
        (g) =>
          sandbox.db.get<{ p: number }>('SELECT popularity AS p FROM games WHERE game_id = ?', [
            g.gameId,
          ])!.p,
      );
      expect(plays).toEqual([...plays].sort((a, b) => b - a));
      expect(plays[0]).toBeGreaterThan(plays.at(-1)!);
    },
  );

  it('the two prize modes rank different games', async () => {
    const elott = await value<Game[]>(`${paths.gamePopular}?prizeMode=ELOTT`);
    const lott = await value<Game[]>(`${paths.gamePopular}?prizeMode=LOTT`);
    const shared = elott.filter((g) => lott.some((x) => x.gameId === g.gameId));
    expect(shared).toEqual([]);
  });

  it('takes a count up to 50', async () => {
    expect(await value<Game[]>(`${paths.gamePopular}?prizeMode=ELOTT&count=3`)).toHaveLength(3);
    expect(await value<Game[]>(`${paths.gamePopular}?prizeMode=ELOTT&count=50`)).toHaveLength(50);
  });

  it('refuses a bad count, prize mode or device', async () => {
    for (const query of [
      '',
      'prizeMode=lott',
      'prizeMode=Elott',
      'prizeMode=ASIA',
      'prizeMode=LOTT&count=0',
      'prizeMode=LOTT&count=51',
      'prizeMode=LOTT&count=2.5',
      'prizeMode=LOTT&device=APP',
    ]) {
      await expectRefused(`${paths.gamePopular}?${query}`);
    }
  });
});

describe('/wps/game/favourite', () => {
  let player: Visitor;

  type Node = { nodeId: number; vassalage: string; gameType: GameType };
  const NODE = 'SELECT node_id AS nodeId, vassalage, game_type AS gameType FROM games';
  // The first three RNG games of NOVA, in id order.
  const nodes = () =>
    sandbox.db.all<Node>(
      `${NODE} WHERE game_type = 'RNG' AND vassalage = 'NOVA' ORDER BY game_id LIMIT 3`,
    );
  const body = (node: Node) => ({
    nodeId: node.nodeId,
    vendor: node.vassalage,
    gameType: node.gameType,
  });

  beforeAll(async () => {
    player = visitor(sandbox);
    await logInAs(player, DEMO_ACCOUNTS.player);
  });
  beforeEach(() => {
    sandbox.db.run('DELETE FROM favourites');
  });

  it('adds, lists newest first and removes; adding or removing twice changes nothing', async () => {
    const [a, b, c] = nodes();
    expect(await getFavouriteIds(player.client)).toEqual([]);
    expect(await addFavourite(player.client, body(a!))).toEqual([a!.nodeId]);
    sandbox.clock.now += 1000;
    expect(await addFavourite(player.client, body(b!))).toEqual([b!.nodeId, a!.nodeId]);
    // Added again: it keeps its place rather than moving to the front.
    expect(await addFavourite(player.client, body(a!))).toEqual([b!.nodeId, a!.nodeId]);
    expect(await addFavourite(player.client, body(c!))).toEqual([c!.nodeId, b!.nodeId, a!.nodeId]);
    expect(await getFavouriteIds(player.client)).toEqual([c!.nodeId, b!.nodeId, a!.nodeId]);

    expect(await removeFavourite(player.client, body(b!))).toEqual([c!.nodeId, a!.nodeId]);
    expect(await removeFavourite(player.client, body(b!))).toEqual([c!.nodeId, a!.nodeId]);
  });

  it('lists one type at a time, paged, with totals', async () => {
    const rng = sandbox.db.all<Node>(`${NODE} WHERE game_type = 'RNG' ORDER BY game_id LIMIT 5`);
    const live = sandbox.db.get<Node>(`${NODE} WHERE game_type = 'LIVE' ORDER BY game_id`);
    for (const node of rng) await addFavourite(player.client, body(node));
    await addFavourite(player.client, body(live!));

    const first = await getFavouriteGames(player.client, {
      gameType: 'RNG',
      page: 1,
      pageSize: 2,
    });
    expect(first).toMatchObject({ page: 1, pageSize: 2, total: 5, totalPage: 3 });
    // Same millisecond: the later addition still comes first.
    expect(first.list.map((g) => g.nodeId)).toEqual([rng[4]!.nodeId, rng[3]!.nodeId]);
    const last = await getFavouriteGames(player.client, { gameType: 'RNG', page: 3, pageSize: 2 });
    expect(last.list.map((g) => g.nodeId)).toEqual([rng[0]!.nodeId]);
    expect(last.list[0]).toMatchObject({ gameType: 'RNG', vassalage: rng[0]!.vassalage });
    expect(last.list[0]!.thumbnail).toMatch(/\/sandbox-assets\/games\/\d+\.svg$/);

    const liveList = await getFavouriteGames(player.client, {
      gameType: 'LIVE',
      page: 1,
      pageSize: 12,
    });
    expect(liveList.list.map((g) => g.nodeId)).toEqual([live!.nodeId]);
    expect(
      (await getFavouriteGames(player.client, { gameType: 'FISH', page: 1, pageSize: 12 })).total,
    ).toBe(0);
  });

  it('refuses a body that does not name a game of that vendor and type, with a message', async () => {
    const [a] = nodes();
    const auth = { Authorization: player.token! };
    const cases: [unknown, RegExp][] = [
      [{ ...body(a!), nodeId: 999_999_999 }, /no game has node id 999999999/],
      [{ ...body(a!), vendor: 'KOI' }, /is not a RNG game of KOI/],
      [{ ...body(a!), gameType: 'LIVE' }, /is not a LIVE game of NOVA/],
      [{ ...body(a!), nodeId: String(a!.nodeId) }, /Invalid nodeId: must be a number/],
      [{ ...body(a!), nodeId: 1.5 }, /Invalid nodeId/],
      [{ nodeId: a!.nodeId, vendor: 'NOVA' }, /Invalid gameType/],
      [{ ...body(a!), vendor: 'nova;drop' }, /Invalid vendor: must be a vendor code/],
      ['{"nodeId":', /Malformed JSON/],
    ];
    for (const [payload, message] of cases) {
      for (const method of ['POST', 'DELETE'] as const) {
        const text = typeof payload === 'string' ? payload : JSON.stringify(payload);
        // Node's client sends a DELETE body unframed unless told its length.
        const res = await sandbox.sendFresh(method, paths.gameFavourite, text, {
          ...auth,
          'Content-Type': 'application/json',
          'Content-Length': String(Buffer.byteLength(text)),
        });
        const what = `${method} ${JSON.stringify(payload)}`;
        expect(res.status, what).toBe(400);
        expect((res.body as { message: string }).message, what).toMatch(message);
      }
    }
    expect(await getFavouriteIds(player.client)).toEqual([]);
  });

  it('hostile bodies get a 4xx envelope, never a 500, and change nothing', async () => {
    const [a] = nodes();
    const field = fc.oneof(
      fc.jsonValue({ maxDepth: 2 }),
      fc.constantFrom(a!.nodeId, 'NOVA', 'RNG', -1, 0, 1e308, 2 ** 53 + 2, '', null),
    );
    const payload = fc.oneof(
      fc
        .record(
          { nodeId: field, vendor: field, gameType: field, __proto__: field },
          { requiredKeys: [] },
        )
        .map((o) => JSON.stringify(o)),
      fc.string({ maxLength: 40 }),
      fc.constantFrom('', '{', '[]', 'null', '{"nodeId":1e999}'),
    );
    await fc.assert(
      fc.asyncProperty(
        payload,
        fc.constantFrom<'POST' | 'DELETE'>('POST', 'DELETE'),
        async (text, method) => {
          const res = await sandbox.sendFresh(method, paths.gameFavourite, text, {
            Authorization: player.token!,
            'Content-Type': 'application/json',
            'Content-Length': String(Buffer.byteLength(text)),
          });
          if (res.status === 200) {
            // Valid by chance: undo it so the check below still means "refusals change nothing".
            sandbox.db.run('DELETE FROM favourites');
            return;
          }
          expect(res.status, text).toBeGreaterThanOrEqual(400);
          expect(res.status, text).toBeLessThan(500);
          expect((res.body as { message: string }).message.length, text).toBeGreaterThan(0);
        },
      ),
      { numRuns: 60 },
    );
    expect(sandbox.db.get('SELECT COUNT(*) AS n FROM favourites')).toEqual({ n: 0 });
  });

  it('needs a session', async () => {
    const [a] = nodes();
    expect((await sandbox.get(paths.gameFavouriteIds)).status).toBe(401);
    expect((await sandbox.get(`${paths.gameFavouriteList}?gameType=RNG`)).status).toBe(401);
    expect((await sandbox.post(paths.gameFavourite, body(a!))).status).toBe(401);
  });

  it('refuses trial accounts with the spec’s message', async () => {
    const trial = visitor(sandbox, 'ember');
    trial.token = (await loginFreeplay(trial.client, { os: 'Linux', platform: 'W' })).token;
    const [a] = nodes();
    for (const call of [
      getFavouriteIds(trial.client),
      getFavouriteGames(trial.client, { gameType: 'RNG', page: 1, pageSize: 12 }),
      addFavourite(trial.client, body(a!)),
      removeFavourite(trial.client, body(a!)),
    ]) {
      const error = await failureOf(call);
      expect(error.failure).toMatchObject({
        kind: 'server',
        status: 403,
        message: 'please register a member account first',
      });
    }
    expect(sandbox.db.get('SELECT COUNT(*) AS n FROM favourites')).toEqual({ n: 0 });
  });

  it(`keeps at most ${MAX_FAVOURITES} per member, and a full list can still drop one`, async () => {
    const memberId = sandbox.db.get<{ id: number }>(
      "SELECT id FROM members WHERE merchant = 'aurora' AND account = ?",
      [DEMO_ACCOUNTS.player.username],
    )!.id;
    sandbox.db.run(
      `INSERT INTO favourites (member_id, node_id, created_at)
       SELECT ?, node_id, 0 FROM games WHERE game_type = 'RNG' AND vassalage <> 'NOVA'
       ORDER BY game_id LIMIT ?`,
      [memberId, MAX_FAVOURITES],
    );
    const [a] = nodes();
    const error = await failureOf(addFavourite(player.client, body(a!)));
    expect(error.failure).toMatchObject({
      status: 409,
      message: expect.stringMatching(/500/) as unknown,
    });
    const kept = await getFavouriteIds(player.client);
    expect(kept).toHaveLength(MAX_FAVOURITES);
    const some = sandbox.db.get<Node>(`${NODE} WHERE node_id = ?`, [kept[0]!])!;
    expect(await removeFavourite(player.client, body(some))).toHaveLength(MAX_FAVOURITES - 1);
    expect(await addFavourite(player.client, body(a!))).toHaveLength(MAX_FAVOURITES);
  });

  it('a member sees only their own favourites', async () => {
    const [a] = nodes();
    await addFavourite(player.client, body(a!));
    const other = visitor(sandbox);
    await logInAs(other, DEMO_ACCOUNTS.vip);
    expect(await getFavouriteIds(other.client)).toEqual([]);
  });
});
