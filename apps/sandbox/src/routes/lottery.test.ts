import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VN_PRIZE_TIERS, getGames, getLotteryMenus, getVnNumbers, paths } from '@lobby/api';
import type { Game, LotteryDraw, LotteryMenu } from '@lobby/api';
import { visitor } from '../test/account';
import { startSandbox } from '../test/harness';
import type { Sandbox } from '../test/harness';

let sandbox: Sandbox;
// 2026-06-01 12:00 UTC, 19:00 in Vietnam: the harness's clock.
let start: number;

beforeAll(async () => {
  sandbox = await startSandbox();
  start = sandbox.clock.now;
});

afterAll(async () => {
  await sandbox.close();
});

const client = () => visitor(sandbox).client;
const MINUTE = 60_000;

async function menus(): Promise<LotteryMenu[]> {
  return getLotteryMenus(client(), { prizeMode: 'ELOTT' });
}

async function gameCodeOf(name: string): Promise<string> {
  const game = (await menus()).flatMap((m) => m.games).find((g) => g.name === name);
  if (!game) throw new Error(`No VN game named ${name}`);
  return game.gameCode;
}

async function expectRefused(path: string, message: RegExp = /Invalid/) {
  const { status, body } = await sandbox.get(path);
  expect(status, path).toBe(400);
  expect((body as { message: string }).message, path).toMatch(message);
}

describe('GET /wps/lgw/menus', () => {
  it('groups the VN draws as North, Central, South and fast draws, tagged TCG_LOTTO_VN', async () => {
    const list = await menus();
    expect(list.map((m) => [m.gameGroupCode, m.name, m.games.length])).toEqual([
      ['NORTH', 'North', 1],
      ['CENTRAL', 'Central', 14],
      ['SOUTH', 'South', 21],
      ['FAST', 'Fast draws', 4],
    ]);
    expect(list.every((m) => m.accountType === 'TCG_LOTTO_VN')).toBe(true);
    expect(list[0]!.games[0]).toMatchObject({
      name: 'Miền Bắc',
      vassalage: 'TCG_LOTTO_VN',
      defaultPlayType: 'LO2',
      drawIntervalMinutes: 1440,
    });
    expect(list[3]!.games.map((g) => [g.drawIntervalMinutes, g.defaultPlayType])).toEqual([
      [1, 'DE'],
      [3, 'DE'],
      [5, 'DE'],
      [10, 'DE'],
    ]);
  });

  it('lists catalogue games of the VN vendor, each once, under their catalogue ids and names', async () => {
    const games = (await menus()).flatMap((m) => m.games);
    expect(new Set(games.map((g) => g.gameId)).size).toBe(games.length);
    for (const game of games) {
      expect(
        sandbox.db.get(
          `SELECT node_id AS nodeId, game_code AS gameCode, name, vassalage, is_game AS isGame
           FROM games WHERE game_id = ? AND game_type = 'LOTTERY'`,
          [game.gameId],
        ),
      ).toEqual({
        nodeId: game.nodeId,
        gameCode: game.gameCode,
        name: game.name,
        vassalage: 'TCG_LOTTO_VN',
        // A draw, never a lobby of sub-games.
        isGame: null,
      });
    }
  });

  it('lists the same draws in both prize modes', async () => {
    expect(await getLotteryMenus(client(), { prizeMode: 'LOTT' })).toEqual(await menus());
  });

  it('refuses a missing or unknown prize mode or device', async () => {
    for (const query of ['', 'prizeMode=Elott', 'prizeMode=ASIA', 'prizeMode=LOTT&device=APP']) {
      await expectRefused(`${paths.lotteryMenus}?${query}`);
    }
  });

  it('the renamed draws keep the lottery list in its order: hot first, then by name', async () => {
    const games: Game[] = [];
    for (let page = 1; page <= 3; page++) {
      games.push(...(await getGames(client(), { gameType: 'LOTTERY', page, pageSize: 100 })).list);
    }
    expect(games).toHaveLength(300);
    for (let i = 1; i < games.length; i++) {
      const [a, b] = [games[i - 1]!, games[i]!];
      expect(a.isHot > b.isHot || (a.isHot === b.isHot && a.name <= b.name), b.name).toBe(true);
    }
    expect(games.some((g) => g.name === 'TP. Hồ Chí Minh')).toBe(true);
  });
});

describe('GET /wps/lgw/vn/numero', () => {
  it('opens a daily draw at 18:15 Vietnam time, numbered by the Vietnam date', async () => {
    const code = await gameCodeOf('Miền Bắc');
    const [today, yesterday] = await getVnNumbers(client(), { gameCode: code, count: 2 });
    expect(today).toMatchObject({
      gameCode: code,
      drawNo: '20260601-0001',
      drawnAt: '2026-06-01T11:15:00.000Z',
    });
    expect(yesterday).toMatchObject({
      drawNo: '20260531-0001',
      drawnAt: '2026-05-31T11:15:00.000Z',
    });

    sandbox.clock.now = Date.UTC(2026, 5, 1, 11, 14, 59);
    try {
      const [latest] = await getVnNumbers(client(), { gameCode: code, count: 1 });
      // A second before the draw, the newest open one is yesterday's, numbers unchanged.
      expect(latest).toEqual(yesterday);
    } finally {
      sandbox.clock.now = start;
    }
  });

  it.each([
    ['Fast 1 minute', '2026-06-01T12:00:00.000Z', '20260601-1141'],
    ['Fast 3 minutes', '2026-06-01T12:00:00.000Z', '20260601-0381'],
    ['Fast 10 minutes', '2026-06-01T11:55:00.000Z', '20260601-0114'],
  ])('%s: the newest draw is the last one due, numbered within its day', async (name, at, no) => {
    const [latest] = await getVnNumbers(client(), { gameCode: await gameCodeOf(name), count: 1 });
    expect(latest).toMatchObject({ drawnAt: at, drawNo: no });
  });

  it('sends 100 draws by default, newest first, one interval apart', async () => {
    const draws = await getVnNumbers(client(), { gameCode: await gameCodeOf('Fast 5 minutes') });
    expect(draws).toHaveLength(100);
    const times = draws.map((d) => Date.parse(d.drawnAt));
    for (let i = 1; i < times.length; i++) expect(times[i - 1]! - times[i]!).toBe(5 * MINUTE);
    expect(new Set(draws.map((d) => d.drawNo)).size).toBe(100);
  });

  it('each draw holds the 27 prize numbers, tier by tier, from six digits down to two', async () => {
    const draws = await getVnNumbers(client(), { gameCode: await gameCodeOf('Fast 1 minute') });
    const lengths = VN_PRIZE_TIERS.flatMap((t) => Array<number>(t.count).fill(t.digits));
    for (const draw of draws) {
      expect(draw.numbers.map((n) => n.length)).toEqual(lengths);
      expect(draw.numbers.every((n) => /^\d+$/.test(n))).toBe(true);
    }
    // Seeded per draw, not one sequence repeated: the special prizes differ from draw to draw.
    expect(new Set(draws.map((d) => d.numbers[0])).size).toBeGreaterThan(95);
  });

  it('the same draw always has the same numbers, whenever it is asked for', async () => {
    const code = await gameCodeOf('Fast 1 minute');
    const before = await getVnNumbers(client(), { gameCode: code, count: 5 });
    sandbox.clock.now = start + MINUTE;
    try {
      const after = await getVnNumbers(client(), { gameCode: code, count: 5 });
      expect(after[0]!.drawnAt).toBe('2026-06-01T12:01:00.000Z');
      expect(after.slice(1)).toEqual(before.slice(0, 4));
      expect(after[0]!.numbers).not.toEqual(before[0]!.numbers);
    } finally {
      sandbox.clock.now = start;
    }
  });

  it('without a game, merges every VN game’s draws, newest first', async () => {
    const draws: LotteryDraw[] = await getVnNumbers(client());
    expect(draws).toHaveLength(100);
    const times = draws.map((d) => Date.parse(d.drawnAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // At 12:00 the 1-, 3- and 5-minute games all draw; they come in menu order.
    const codes = await Promise.all(
      ['Fast 1 minute', 'Fast 3 minutes', 'Fast 5 minutes'].map(gameCodeOf),
    );
    expect(draws.slice(0, 3).map((d) => d.gameCode)).toEqual(codes);
    expect(draws[3]!.drawnAt).toBe('2026-06-01T11:59:00.000Z');
    expect(await getVnNumbers(client(), { count: 7 })).toEqual(draws.slice(0, 7));
  });

  it('refuses an unknown game, a game outside the VN menus and a bad count', async () => {
    const elott = sandbox.db.get<{ code: string }>(
      "SELECT game_code AS code FROM games WHERE game_type = 'LOTTERY' AND vassalage = 'ELOTT'",
    )!.code;
    await expectRefused(`${paths.lotteryVnNumbers}?gameCode=NOPE_1`, /NOPE_1 is not a VN lottery/);
    await expectRefused(`${paths.lotteryVnNumbers}?gameCode=${elott}`, /is not a VN lottery game/);
    for (const query of ['gameCode=tcg%20x', 'count=0', 'count=101', 'count=1.5', 'count=ten']) {
      await expectRefused(`${paths.lotteryVnNumbers}?${query}`);
    }
  });
});
