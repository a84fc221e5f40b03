import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { winnerListResponseSchema, winnerListSchema } from '@lobby/api';
import type { Winner } from '@lobby/api';
import { SEEDED_WINS_PER_BRAND } from '../seed/winners';
import { maskAccount } from '../store/winners';
import { startSandbox } from '../test/harness';
import type { Sandbox } from '../test/harness';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
});

afterAll(async () => {
  await sandbox.close();
});

const HOUR = 3_600_000;

async function winners(query = '', merchant = 'aurora'): Promise<Winner[]> {
  const { status, body } = await sandbox.get(`/wps/relay/WINNER_rank${query}`, {
    Merchant: merchant,
  });
  expect(status, query).toBe(200);
  v.parse(winnerListResponseSchema, body);
  return v.parse(winnerListSchema, (body as { value: unknown }).value);
}

function memberId(account: string, merchant = 'aurora'): number {
  const row = sandbox.db.get<{ id: number }>(
    'SELECT id FROM members WHERE merchant = ? AND account = ?',
    [merchant, account],
  );
  if (!row) throw new Error(`no member ${account}`);
  return row.id;
}

function bet(member: number, stake: number, win: number, at: number): number {
  return Number(
    sandbox.db.run(
      `INSERT INTO bets (member_id, game_id, stake, win, outcome, created_at)
       VALUES (?, (SELECT MIN(game_id) FROM games), ?, ?, '{}', ?)`,
      [member, stake, win, at],
    ).lastInsertRowid,
  );
}

describe('GET /wps/relay/WINNER_rank', () => {
  it('answers the latest 20 big wins without a token, newest first, names masked', async () => {
    const now = sandbox.clock.now;
    const list = await winners();
    expect(list).toHaveLength(20);
    expect(list.every((win) => win.wonAt <= now && win.wonAt > now - 24 * HOUR)).toBe(true);
    expect(list.map((win) => win.wonAt)).toEqual(
      [...list.map((win) => win.wonAt)].sort((a, b) => b - a),
    );
    expect(list.every((win) => /^\w{1,2}\*\*\*\w{0,2}$/.test(win.player))).toBe(true);
    expect(list.every((win) => Number.isSafeInteger(win.amount) && win.amount >= 50_000)).toBe(
      true,
    );
    expect(new Set(list.map((win) => win.id)).size).toBe(20);
  });

  it('is the same for the same clock, differs between brands, and moves on with the clock', async () => {
    const first = await winners();
    expect(await winners()).toEqual(first);
    expect((await winners('', 'jade')).map((win) => win.id)).not.toEqual(first.map((w) => w.id));

    sandbox.clock.now += 2 * HOUR;
    try {
      const later = await winners();
      // Wins of the two hours since come first; the ones before are two hours older now.
      expect(later[0]!.wonAt).toBeGreaterThan(first[0]!.wonAt);
      const again = later.find((win) => win.id === first[0]!.id);
      if (again) expect(again.wonAt).toBe(first[0]!.wonAt);
    } finally {
      sandbox.clock.now -= 2 * HOUR;
    }
  });

  it('answers the count asked for, at most 50, and refuses another with a message', async () => {
    expect(await winners('?count=5')).toHaveLength(5);
    expect(await winners('?count=50')).toHaveLength(50);
    for (const count of ['0', '51', 'many']) {
      const { status, body } = await sandbox.get(`/wps/relay/WINNER_rank?count=${count}`);
      expect(status, count).toBe(400);
      expect(body).toMatchObject({ success: false });
    }
  });

  it('a brand the sandbox does not know gets no board', async () => {
    const { status } = await sandbox.get('/wps/relay/WINNER_rank', { Merchant: 'nobody' });
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
  });

  it("a member's big win here comes first, masked; small wins and demo credit do not", async () => {
    const now = sandbox.clock.now;
    const player = memberId('player01');
    const big = bet(player, 100, 1_000 * 100, now - 1_000);
    bet(player, 100_000, 500_000, now - 500); // five times the stake: not big
    const vip = memberId('vip001');
    sandbox.db.run('UPDATE members SET type = 4 WHERE id = ?', [vip]);
    bet(vip, 100, 100_000, now - 200);
    try {
      const [latest] = await winners('?count=3');
      expect(latest).toMatchObject({ id: `b-${big}`, player: 'pl***01', amount: 100_000 });
      expect(latest!.wonAt).toBe(now - 1_000);
      // Another brand's board has nothing of it.
      expect((await winners('', 'jade')).some((win) => win.id === `b-${big}`)).toBe(false);
    } finally {
      sandbox.db.run('UPDATE members SET type = 0 WHERE id = ?', [vip]);
      sandbox.db.run('DELETE FROM bets');
    }
  });

  it('every brand has its seeded board', () => {
    const count = sandbox.db.get<{ n: number }>(
      "SELECT COUNT(*) AS n FROM winner_board WHERE merchant = 'aurora'",
    )?.n;
    expect(count).toBe(SEEDED_WINS_PER_BRAND);
  });
});

describe('maskAccount', () => {
  it.each([
    ['player01', 'pl***01'],
    ['lucky88', 'lu***88'],
    ['ace07', 'a***7'],
    ['abc', 'a***c'],
    ['ab', 'a***'],
    ['a', 'a***'],
    ['', '***'],
  ])('%s -> %s', (account, masked) => {
    expect(maskAccount(account)).toBe(masked);
  });

  it('never shows the whole name', () => {
    for (const account of ['player01', 'abcdef', 'abcd', 'x1']) {
      expect(maskAccount(account)).not.toContain(account);
    }
  });
});
