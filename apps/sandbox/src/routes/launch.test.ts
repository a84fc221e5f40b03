import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAUNCH_CODES, launchGame, launchLottery, loginFreeplay } from '@lobby/api';
import type { LotteryLaunchRequest } from '@lobby/api';
import { sha256Hex } from '../auth/tokens';
import {
  launchBodyOf,
  launchTicket,
  memberWithSession,
  playableGame,
  startGameSandbox,
} from '../gameHost/testing';
import type { GameSandbox } from '../gameHost/testing';
import { contentSecurityPolicy } from '../http/security';
import { DEMO_ACCOUNTS } from '../seed/accounts';
import { SEED_MAINTENANCE_POSITION } from '../seed/maintenance';
import { TICKET_TTL_MS } from '../store/launches';
import { failureOf, logInAs, visitor } from '../test/account';
import { startSandbox } from '../test/harness';

let sandbox: GameSandbox;

beforeAll(async () => {
  sandbox = await startGameSandbox({ dev: true, requestLog: false });
});

afterAll(async () => {
  await sandbox.close();
});

const auth = (token: string) => ({ Authorization: token });

function player(balance = 100_000) {
  return memberWithSession(sandbox.db, sandbox.clock.now, { balance });
}

function maintenanceGame(gameType: string): number {
  const row = sandbox.db.get<{ id: number }>(
    `SELECT m.game_id AS id FROM game_maintenance m JOIN games g ON g.game_id = m.game_id
     WHERE g.game_type = ?`,
    [gameType],
  );
  if (!row) throw new Error(`No ${gameType} game under maintenance`);
  return row.id;
}

describe('POST /wps/game/launchGame', () => {
  it('answers an address on the game host with a one-time ticket, stored only as its hash', async () => {
    const { token } = player();
    const gameId = playableGame(sandbox.db, 'RNG');
    const res = await sandbox.post(
      '/wps/game/launchGame',
      launchBodyOf(sandbox.db, gameId),
      auth(token),
    );
    expect(res.status).toBe(200);
    const url = (res.body as { value: { url: string } }).value.url;
    expect(url).toMatch(new RegExp(`^${sandbox.gameUrl}/play/[A-Za-z0-9_-]{43}$`));
    expect(url).not.toContain(token);
    const ticket = url.split('/').pop() ?? '';
    const row = sandbox.db.get<{ expiresAt: number; origin: string; hash: string }>(
      `SELECT expires_at AS expiresAt, site_origin AS origin, ticket_hash AS hash
       FROM game_tickets WHERE ticket_hash = ?`,
      [sha256Hex(ticket)],
    );
    expect(row).toEqual({
      expiresAt: sandbox.clock.now + TICKET_TTL_MS,
      origin: sandbox.url,
      hash: sha256Hex(ticket),
    });
    expect(sandbox.db.get('SELECT 1 FROM game_tickets WHERE ticket_hash = ?', [ticket])).toBe(
      undefined,
    );
  });

  it.each([
    [
      'the page’s Origin header (the Vite dev server proxies with another Host)',
      'http://127.0.0.1:5173',
      'http://127.0.0.1:5173',
    ],
    ['the request’s own origin without one', undefined, 'SANDBOX'],
    ['the request’s own origin for an opaque origin', 'null', 'SANDBOX'],
    [
      'the request’s own origin for a header that is not an origin',
      'http://a.example/path',
      'SANDBOX',
    ],
  ])('binds the ticket to %s', async (_name, header, expected) => {
    const { token } = player();
    const res = await sandbox.post(
      '/wps/game/launchGame',
      launchBodyOf(sandbox.db, playableGame(sandbox.db, 'RNG')),
      { ...auth(token), ...(header === undefined ? {} : { Origin: header }) },
    );
    const ticket = (res.body as { value: { url: string } }).value.url.split('/').pop() ?? '';
    const row = sandbox.db.get<{ origin: string; backUrl: string }>(
      'SELECT site_origin AS origin, back_url AS backUrl FROM game_tickets WHERE ticket_hash = ?',
      [sha256Hex(ticket)],
    );
    const site = expected === 'SANDBOX' ? sandbox.url : expected;
    expect(row).toEqual({ origin: site, backUrl: `${site}/` });
  });

  it('works through the api client after a real login, and every launch has a new ticket', async () => {
    const who = visitor(sandbox);
    await logInAs(who, DEMO_ACCOUNTS.player);
    const body = launchBodyOf(sandbox.db, playableGame(sandbox.db, 'LIVE'));
    const first = await launchGame(who.client, body);
    const second = await launchGame(who.client, body);
    expect(first.url).not.toBe(second.url);
    expect(first.url.startsWith(`${sandbox.gameUrl}/play/`)).toBe(true);
  });

  it('needs a session: no token is a 401', async () => {
    const body = launchBodyOf(sandbox.db, playableGame(sandbox.db, 'RNG'));
    const res = await sandbox.post('/wps/game/launchGame', body);
    expect(res.status).toBe(401);
  });

  it.each([
    ['an unknown code', { gameCode: 'NOPE_00001' }],
    ['the wrong type', { gameType: 'LIVE' }],
    ['the wrong vendor', { vassalage: 'LUMEN' }],
  ])('refuses %s with 400 UNKNOWN_GAME', async (_name, change) => {
    const { token } = player();
    const game = launchBodyOf(sandbox.db, playableGame(sandbox.db, 'RNG'));
    const body = { ...game, ...change };
    // The vendor case only means something if the game is not that vendor's.
    if (game.vassalage === body.vassalage && 'vassalage' in change) body.vassalage = 'NOVA';
    const res = await sandbox.post('/wps/game/launchGame', body, auth(token));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: LAUNCH_CODES.unknownGame });
  });

  it.each([
    ['a missing code', { gameCode: undefined }],
    ['an unknown type', { gameType: 'CASINO' }],
    ['a lower-case vendor', { vassalage: 'nova' }],
    ['a code too long', { gameCode: 'X'.repeat(65) }],
    ['a number for a code', { gameCode: 7 }],
  ])('refuses %s with a 400 naming the field', async (_name, change) => {
    const { token } = player();
    const body = { ...launchBodyOf(sandbox.db, playableGame(sandbox.db, 'RNG')), ...change };
    const res = await sandbox.post('/wps/game/launchGame', body, auth(token));
    expect(res.status).toBe(400);
    expect((res.body as { message: string }).message).toMatch(
      /^Invalid (gameCode|gameType|vassalage)/,
    );
  });

  it('refuses a trial account: 403, "please register a member account first"', async () => {
    const trial = memberWithSession(sandbox.db, sandbox.clock.now, { type: 4 });
    const body = launchBodyOf(sandbox.db, playableGame(sandbox.db, 'RNG'));
    const res = await sandbox.post('/wps/game/launchGame', body, auth(trial.token));
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      success: false,
      message: 'please register a member account first',
      code: 'TRIAL_ACCOUNT',
    });
    expect(sandbox.db.get('SELECT 1 FROM recent_games WHERE member_id = ?', [trial.memberId])).toBe(
      undefined,
    );
  });

  it('refuses a free-play session the same way, through the api client', async () => {
    // Free play is switched on for ember.
    const who = visitor(sandbox, 'ember');
    who.token = (await loginFreeplay(who.client, { os: 'Linux', platform: 'W' })).token;
    const error = await failureOf(
      launchGame(who.client, launchBodyOf(sandbox.db, playableGame(sandbox.db, 'FISH'))),
    );
    expect(error.failure).toMatchObject({ kind: 'server', status: 403, code: 'TRIAL_ACCOUNT' });
  });

  it('seeds one game of every type under maintenance, the fifth in list order', () => {
    const rows = sandbox.db.all<{ gameType: string; position: number }>(
      `SELECT g.game_type AS gameType,
         (SELECT COUNT(*) FROM games o WHERE o.game_type = g.game_type AND o.sort_key <= g.sort_key)
           AS position
       FROM game_maintenance m JOIN games g ON g.game_id = m.game_id ORDER BY g.game_type`,
    );
    expect(rows).toHaveLength(11);
    expect(new Set(rows.map((r) => r.gameType)).size).toBe(11);
    expect(rows.every((r) => r.position === SEED_MAINTENANCE_POSITION)).toBe(true);
  });

  it('refuses a game under maintenance: 409 GAME_MAINTENANCE, and records nothing', async () => {
    const { token, memberId } = player();
    const body = launchBodyOf(sandbox.db, maintenanceGame('SPORTS'));
    const res = await sandbox.post('/wps/game/launchGame', body, auth(token));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      success: false,
      message: 'Game under maintenance',
      code: 'GAME_MAINTENANCE',
    });
    expect(sandbox.db.get('SELECT 1 FROM recent_games WHERE member_id = ?', [memberId])).toBe(
      undefined,
    );
  });

  it('the dev control lists and switches maintenance', async () => {
    const { token } = player();
    const gameId = playableGame(sandbox.db, 'CARD');
    const body = launchBodyOf(sandbox.db, gameId);
    const on = await sandbox.post('/wps/dev/game/maintenance', {
      gameCode: body.gameCode,
      maintenance: true,
    });
    expect(on.body).toEqual({
      success: true,
      value: { gameCode: body.gameCode, maintenance: true },
    });
    const listed = (await sandbox.get('/wps/dev/game/maintenance')).body as {
      value: { gameCode: string }[];
    };
    expect(listed.value.map((g) => g.gameCode)).toContain(body.gameCode);
    expect((await sandbox.post('/wps/game/launchGame', body, auth(token))).status).toBe(409);

    await sandbox.post('/wps/dev/game/maintenance', {
      gameCode: body.gameCode,
      maintenance: false,
    });
    expect((await sandbox.post('/wps/game/launchGame', body, auth(token))).status).toBe(200);
    const unknown = await sandbox.post('/wps/dev/game/maintenance', {
      gameCode: 'NOPE',
      maintenance: true,
    });
    expect(unknown.status).toBe(404);
  });

  it('the dev control does not exist outside dev mode', async () => {
    const production = await startSandbox();
    try {
      expect((await production.get('/wps/dev/game/maintenance')).status).toBe(404);
    } finally {
      await production.close();
    }
  });

  it('answers 501 where no game host runs, and frame-src then stays the site alone', async () => {
    const alone = await startSandbox();
    try {
      const { token } = memberWithSession(alone.db, alone.clock.now);
      const body = launchBodyOf(alone.db, playableGame(alone.db, 'RNG'));
      const res = await alone.post('/wps/game/launchGame', body, auth(token));
      expect(res.status).toBe(501);
      expect(res.headers.get('content-security-policy')).toContain("frame-src 'self';");
    } finally {
      await alone.close();
    }
  });

  it("the site's frame-src allows the game host's origin, and nothing else changes", async () => {
    const res = await sandbox.get('/wps/system/status');
    const policy = res.headers.get('content-security-policy') ?? '';
    expect(policy).toBe(contentSecurityPolicy(sandbox.gameUrl));
    expect(policy).toContain(`frame-src 'self' ${sandbox.gameUrl};`);
    expect(policy.replace(` ${sandbox.gameUrl}`, '')).toBe(contentSecurityPolicy());
  });
});

describe('POST /wps/game/launchLottery', () => {
  const lotteryGame = () => launchBodyOf(sandbox.db, playableGame(sandbox.db, 'LOTTERY'));
  const payload = (change: Partial<Record<keyof LotteryLaunchRequest, unknown>> = {}) => ({
    lottoArea: 'VN',
    launchMode: 'LOTT',
    lottoPrizeMode: 'LOTT',
    lottoGameCode: lotteryGame().gameCode,
    lottoView: 'betting',
    device: 'WEB',
    backUrl: `${sandbox.url}/vnlottery`,
    language: 'EN',
    ...change,
  });

  it('answers a ticket address into the same host, and records the launch', async () => {
    const who = visitor(sandbox);
    await logInAs(who, DEMO_ACCOUNTS.vip);
    const { url } = await launchLottery(who.client, payload() as LotteryLaunchRequest);
    expect(url).toMatch(new RegExp(`^${sandbox.gameUrl}/play/[A-Za-z0-9_-]{43}$`));
    const back = sandbox.db.get<{ backUrl: string }>(
      'SELECT back_url AS backUrl FROM game_tickets WHERE ticket_hash = ?',
      [sha256Hex(url.split('/').pop() ?? '')],
    );
    expect(back?.backUrl).toBe(`${sandbox.url}/vnlottery`);
  });

  it.each([
    [
      'a game that is not a lottery',
      () => ({ lottoGameCode: launchBodyOf(sandbox.db, playableGame(sandbox.db, 'RNG')).gameCode }),
    ],
    ['an unknown game', () => ({ lottoGameCode: 'LOTT_99999' })],
  ])('refuses %s with 400 UNKNOWN_GAME', async (_name, change) => {
    const { token } = player();
    const res = await sandbox.post('/wps/game/launchLottery', payload(change()), auth(token));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: LAUNCH_CODES.unknownGame });
  });

  it.each([
    ['another area', { lottoArea: 'TH' }, /^Invalid lottoArea/],
    ['an unknown view', { lottoView: 'history' }, /^Invalid lottoView/],
    ['an unknown prize mode', { lottoPrizeMode: 'ASIA' }, /^Invalid lottoPrizeMode/],
    ['a relative back address', { backUrl: '/vnlottery' }, /^Invalid backUrl/],
    [
      'a back address on another site',
      { backUrl: 'https://evil.example/' },
      /^Invalid backUrl: must be an address on this site/,
    ],
    ['a missing language', { language: undefined }, /^Invalid language/],
  ])('refuses %s with a 400', async (_name, change, message) => {
    const { token } = player();
    const res = await sandbox.post('/wps/game/launchLottery', payload(change), auth(token));
    expect(res.status).toBe(400);
    expect((res.body as { message: string }).message).toMatch(message);
  });

  it('takes a back address on the page’s origin, as the Origin header names it', async () => {
    const { token } = player();
    const dev = 'http://127.0.0.1:5173';
    const ok = await sandbox.post(
      '/wps/game/launchLottery',
      payload({ backUrl: `${dev}/vnlottery` }),
      { ...auth(token), Origin: dev },
    );
    expect(ok.status).toBe(200);
    const refused = await sandbox.post(
      '/wps/game/launchLottery',
      payload({ backUrl: `${dev}/vnlottery` }),
      auth(token),
    );
    expect(refused.status).toBe(400);
  });

  it('refuses a trial account and a lottery game under maintenance', async () => {
    const trial = memberWithSession(sandbox.db, sandbox.clock.now, { type: 4 });
    expect(
      (await sandbox.post('/wps/game/launchLottery', payload(), auth(trial.token))).status,
    ).toBe(403);
    const { token } = player();
    const held = launchBodyOf(sandbox.db, maintenanceGame('LOTTERY')).gameCode;
    const res = await sandbox.post(
      '/wps/game/launchLottery',
      payload({ lottoGameCode: held }),
      auth(token),
    );
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'GAME_MAINTENANCE' });
  });
});

describe('GET /wps/game/recent', () => {
  interface Page {
    list: { gameId: number; gameType: string; vassalage: string; thumbnail: string }[];
    page: number;
    pageSize: number;
    totalPage: number;
    total: number;
  }
  const recent = async (token: string, query = '') => {
    const res = await sandbox.get(`/wps/game/recent${query}`, auth(token));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body as { value: Page }).value;
  };
  const games = (type: string, count: number) =>
    sandbox.db
      .all<{ id: number }>(
        `SELECT game_id AS id FROM games WHERE game_type = ?
           AND game_id NOT IN (SELECT game_id FROM game_maintenance) ORDER BY sort_key LIMIT ?`,
        [type, count],
      )
      .map((r) => r.id);

  it('lists launched games most recent first, each game once', async () => {
    const { token } = player();
    const [a, b, c] = games('RNG', 3) as [number, number, number];
    for (const id of [a, b, c, a]) await launchTicket(sandbox, token, id);
    const page = await recent(token);
    expect(page.list.map((g) => g.gameId)).toEqual([a, c, b]);
    expect(page).toMatchObject({ page: 1, pageSize: 12, totalPage: 1, total: 3 });
    expect(page.list[0]?.thumbnail).toBe(`${sandbox.url}/sandbox-assets/games/${a}.svg`);
  });

  it('orders launches in the same millisecond by their order', async () => {
    const { token } = player();
    const ids = games('MINI', 4);
    for (const id of ids) await launchTicket(sandbox, token, id);
    expect((await recent(token)).list.map((g) => g.gameId)).toEqual([...ids].reverse());
  });

  it('filters by type and vendor, and pages', async () => {
    const { token } = player();
    const slots = games('RNG', 5);
    const live = games('LIVE', 2);
    for (const id of [...slots, ...live]) await launchTicket(sandbox, token, id);

    const onlyLive = await recent(token, '?gameType=LIVE');
    expect(onlyLive.list.map((g) => g.gameId)).toEqual([...live].reverse());

    const vendor = launchBodyOf(sandbox.db, slots[0] as number).vassalage;
    const byVendor = await recent(token, `?gameType=RNG&vassalage=${vendor}`);
    expect(byVendor.list.length).toBeGreaterThan(0);
    expect(byVendor.list.every((g) => g.vassalage === vendor && g.gameType === 'RNG')).toBe(true);

    const first = await recent(token, '?page=1&pageSize=3');
    const third = await recent(token, '?page=3&pageSize=3');
    expect(first).toMatchObject({ total: 7, totalPage: 3 });
    expect(first.list.map((g) => g.gameId)).toEqual([live[1], live[0], slots[4]]);
    expect(third.list.map((g) => g.gameId)).toEqual([slots[0]]);
    expect((await recent(token, '?page=9&pageSize=3')).list).toEqual([]);
  });

  it('is empty for a member who launched nothing, and private to each member', async () => {
    const one = player();
    const two = player();
    await launchTicket(sandbox, one.token, games('FISH', 1)[0] as number);
    expect((await recent(two.token)).total).toBe(0);
    expect((await recent(one.token)).total).toBe(1);
  });

  it.each(['?gameType=CASINO', '?page=0', '?pageSize=101', '?vassalage=a%20b', '?page=1e3'])(
    'refuses %s with a 400',
    async (query) => {
      const { token } = player();
      const res = await sandbox.get(`/wps/game/recent${query}`, auth(token));
      expect(res.status).toBe(400);
      expect((res.body as { message: string }).message).toMatch(/^Invalid/);
    },
  );

  it('needs a session, and refuses a trial account', async () => {
    expect((await sandbox.get('/wps/game/recent')).status).toBe(401);
    const trial = memberWithSession(sandbox.db, sandbox.clock.now, { type: 4 });
    const res = await sandbox.get('/wps/game/recent', auth(trial.token));
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'TRIAL_ACCOUNT' });
  });

  it('a launch ticket that is never used still counts as a launch, and expires', async () => {
    const { token } = player();
    const id = games('ESPORTS', 1)[0] as number;
    const ticket = await launchTicket(sandbox, token, id);
    expect((await recent(token)).list.map((g) => g.gameId)).toEqual([id]);
    sandbox.clock.now += TICKET_TTL_MS;
    const page = await fetch(`${sandbox.gameUrl}/play/${ticket}`);
    expect(page.status).toBe(410);
  });
});

describe('POST /wps/dev/reset', () => {
  it('clears launches, tickets, game sessions and the ledger, and seeds the maintenance again', async () => {
    const own = await startGameSandbox({ dev: true, requestLog: false });
    try {
      const count = (table: string) =>
        own.db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table}`)?.n;
      // The seed plays a few rounds itself (player01's money history, ADR 027).
      const seeded = { bets: count('bets'), ledger: count('wallet_transactions') };
      const { token } = memberWithSession(own.db, own.clock.now);
      const ticket = await launchTicket(own, token, playableGame(own.db, 'LIVE'));
      const page = await fetch(`${own.gameUrl}/play/${ticket}`);
      const session = /data-session="([^"]+)"/.exec(await page.text())?.[1];
      expect((await own.postGame('/play/api/spin', { session, stake: 100, side: 0 })).status).toBe(
        200,
      );
      own.db.run('DELETE FROM game_maintenance');

      expect(count('bets')).toBe((seeded.bets ?? 0) + 1);
      expect((await own.post('/wps/dev/reset', {})).status).toBe(200);
      for (const table of ['recent_games', 'game_tickets', 'game_sessions']) {
        expect(count(table), table).toBe(0);
      }
      // The round played above is gone: what is left is what the seed plays.
      expect(count('bets')).toBe(seeded.bets);
      expect(count('wallet_transactions')).toBe(seeded.ledger);
      expect(count('game_maintenance')).toBe(11);
    } finally {
      await own.close();
    }
  });
});
