import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_TYPES } from '../constants';
import { SESSION_IDLE_MS } from '../store/sessions';
import { GAME_SESSION_IDLE_MS, TICKET_TTL_MS } from '../store/launches';
import { listTransactions } from '../store/wallet';
import { listBets } from '../store/bets';
import { GAME_STYLES } from './engine';
import { gamePagePolicy } from './security';
import {
  launchTicket,
  memberWithSession,
  openGame,
  playableGame,
  startGameSandbox,
} from './testing';
import type { GameSandbox } from './testing';

let sandbox: GameSandbox;

beforeAll(async () => {
  sandbox = await startGameSandbox();
});

afterAll(async () => {
  await sandbox.close();
});

function player(balance = 100_000) {
  return memberWithSession(sandbox.db, sandbox.clock.now, { balance });
}

const balanceOf = (memberId: number) =>
  sandbox.db.get<{ balance: number }>('SELECT balance FROM members WHERE id = ?', [memberId])
    ?.balance;

/** A member with a game of `type` open: the page's session id. */
async function playing(type = 'RNG', balance = 100_000) {
  const member = player(balance);
  const gameId = playableGame(sandbox.db, type);
  const ticket = await launchTicket(sandbox, member.token, gameId);
  const page = await openGame(sandbox, ticket);
  if (page.session === undefined) throw new Error(`No session in the page: ${page.html}`);
  return { ...member, gameId, ticket, session: page.session };
}

describe('GET /play/:ticket', () => {
  it('serves the game page, framable by the launching site only, with the session as data', async () => {
    const member = player(123_456);
    const ticket = await launchTicket(sandbox, member.token, playableGame(sandbox.db, 'RNG'));
    const page = await openGame(sandbox, ticket);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toBe(gamePagePolicy(sandbox.url));
    expect(page.headers.get('content-security-policy')).toContain(
      `frame-ancestors ${sandbox.url};`,
    );
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('set-cookie')).toBeNull();
    expect(page.session).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(page.html).toContain(`data-site-origin="${sandbox.url}"`);
    expect(page.html).toContain('<strong id="balance">1,234.56</strong>');
  });

  it('has no inline script: every script element loads the host’s own file', async () => {
    const member = player();
    const page = await openGame(
      sandbox,
      await launchTicket(sandbox, member.token, playableGame(sandbox.db, 'LIVE')),
    );
    const scripts = [...page.html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.[0]).toContain('src="/assets/game.js"');
    expect(scripts[0]?.[1]).toBe('');
    expect(page.html).not.toMatch(/\son[a-z]+=/i);
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
  });

  it('a ticket works once: the second visit is 410, still framable by its site', async () => {
    const member = player();
    const ticket = await launchTicket(sandbox, member.token, playableGame(sandbox.db, 'FISH'));
    expect((await openGame(sandbox, ticket)).status).toBe(200);
    const again = await openGame(sandbox, ticket);
    expect(again.status).toBe(410);
    expect(again.session).toBeUndefined();
    expect(again.html).toContain('Game link expired');
    expect(again.headers.get('content-security-policy')).toBe(gamePagePolicy(sandbox.url));
  });

  it('a HEAD request does not use up the ticket', async () => {
    const member = player();
    const ticket = await launchTicket(sandbox, member.token, playableGame(sandbox.db, 'RNG'));
    const head = await fetch(`${sandbox.gameUrl}/play/${ticket}`, { method: 'HEAD' });
    expect(head.status).toBe(405);
    expect((await openGame(sandbox, ticket)).status).toBe(200);
  });

  it('a ticket expires after a minute', async () => {
    const member = player();
    const ticket = await launchTicket(sandbox, member.token, playableGame(sandbox.db, 'PVP'));
    sandbox.clock.now += TICKET_TTL_MS - 1;
    const almost = await launchTicket(sandbox, member.token, playableGame(sandbox.db, 'PVP'));
    sandbox.clock.now += 1;
    expect((await openGame(sandbox, ticket)).status).toBe(410);
    expect((await openGame(sandbox, almost)).status).toBe(200);
  });

  it('two visits racing with one ticket open one game session', async () => {
    const member = player();
    const ticket = await launchTicket(sandbox, member.token, playableGame(sandbox.db, 'CARD'));
    const pages = await Promise.all(Array.from({ length: 8 }, () => openGame(sandbox, ticket)));
    expect(pages.filter((p) => p.status === 200)).toHaveLength(1);
    expect(pages.filter((p) => p.status === 410)).toHaveLength(7);
  });

  it.each([
    ['an unknown ticket', 'A'.repeat(43)],
    ['a malformed ticket', 'not-a-ticket'],
    ['a ticket with a dot', `${'A'.repeat(42)}.`],
  ])('%s is a 404 page that no site may frame', async (_name, ticket) => {
    const page = await openGame(sandbox, ticket);
    expect(page.status).toBe(404);
    expect(page.html).toContain('Game link not recognised');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('a ticket dies with its site session: after logout it is unknown', async () => {
    const member = player();
    const ticket = await launchTicket(sandbox, member.token, playableGame(sandbox.db, 'MINI'));
    await sandbox.sendFresh('DELETE', '/wps/session/logout', '', { Authorization: member.token });
    expect((await openGame(sandbox, ticket)).status).toBe(404);
  });

  it.each(GAME_TYPES)('%s: the page shows the type’s words and controls', async (type) => {
    const member = player();
    const page = await openGame(
      sandbox,
      await launchTicket(sandbox, member.token, playableGame(sandbox.db, type)),
    );
    const style = GAME_STYLES[type];
    expect(page.html).toContain(`data-type="${type}"`);
    expect(page.html).toContain(`data-kind="${style.kind}"`);
    expect(page.html).toContain(`>${style.action}</button>`);
    for (const stake of ['1.00', '5.00', '10.00']) expect(page.html).toContain(` ${stake}</label>`);
    for (const side of style.choice?.sides ?? []) expect(page.html).toContain(` ${side}</label>`);
    if (style.kind === 'numbers') {
      expect(page.html.match(/type="checkbox" name="number"/g)).toHaveLength(10);
    }
    expect(page.html).toContain('Back to lobby');
  });

  it('escapes what it puts into the page', async () => {
    const gameId = playableGame(sandbox.db, 'JACKPOT');
    const before = sandbox.db.get<{ name: string }>('SELECT name FROM games WHERE game_id = ?', [
      gameId,
    ]);
    sandbox.db.run('UPDATE games SET name = ? WHERE game_id = ?', [
      '<img src=x onerror="alert(1)">&',
      gameId,
    ]);
    try {
      const member = player();
      const page = await openGame(sandbox, await launchTicket(sandbox, member.token, gameId));
      expect(page.html).not.toContain('<img src=x');
      expect(page.html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&amp;');
    } finally {
      sandbox.db.run('UPDATE games SET name = ? WHERE game_id = ?', [before?.name ?? '', gameId]);
    }
  });
});

describe('GET /assets/*', () => {
  it.each([
    ['game.js', /^text\/javascript/],
    ['game.css', /^text\/css/],
  ])('serves %s with its type, nosniff and a validator', async (file, type) => {
    const res = await fetch(`${sandbox.gameUrl}/assets/${file}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(type);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const etag = res.headers.get('etag') ?? '';
    const again = await fetch(`${sandbox.gameUrl}/assets/${file}`, {
      headers: { 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
  });

  it.each(['nope.js', '__proto__', 'constructor', '..%2Fapp.ts', 'play.html'])(
    '%s is a 404',
    async (file) => {
      expect((await fetch(`${sandbox.gameUrl}/assets/${file}`)).status).toBe(404);
    },
  );
});

describe('POST /play/api/spin', () => {
  const spin = (body: unknown, headers?: Record<string, string>) =>
    sandbox.postGame('/play/api/spin', body, headers);

  it('plays a round: the stake leaves, the win arrives, both written down with the bet', async () => {
    const game = await playing('RNG', 50_000);
    const res = await spin({ session: game.session, stake: 500 });
    expect(res.status).toBe(200);
    const value = (res.body as { value: { balance: number; win: number; outcome: unknown } }).value;
    expect(value.balance).toBe(50_000 - 500 + value.win);
    expect(value.outcome).toMatchObject({ kind: 'reels', summary: expect.any(String) as string });
    expect(balanceOf(game.memberId)).toBe(value.balance);

    const [bet] = listBets(sandbox.db, game.memberId);
    expect(bet).toMatchObject({ gameId: game.gameId, stake: 500, win: value.win });
    const ledger = listTransactions(sandbox.db, game.memberId);
    expect(ledger[0]).toMatchObject({
      kind: 'bet',
      amount: -500,
      balanceAfter: 49_500,
      betId: bet?.id,
    });
    if (value.win > 0) {
      expect(ledger[1]).toMatchObject({
        kind: 'win',
        amount: value.win,
        balanceAfter: value.balance,
      });
    } else {
      expect(ledger).toHaveLength(1);
    }
  });

  it('a round keeps both sessions alive; two idle hours end the game', async () => {
    const game = await playing('LIVE');
    const start = sandbox.clock.now;
    sandbox.clock.now = start + SESSION_IDLE_MS - 1000;
    expect((await spin({ session: game.session, stake: 100, side: 0 })).status).toBe(200);
    sandbox.clock.now = start + 2 * SESSION_IDLE_MS - 2000;
    expect((await spin({ session: game.session, stake: 100, side: 1 })).status).toBe(200);
    // The site session slid forward with the rounds.
    expect((await sandbox.get('/wps/member/info', { Authorization: game.token })).status).toBe(200);
    sandbox.clock.now += GAME_SESSION_IDLE_MS;
    const ended = await spin({ session: game.session, stake: 100, side: 1 });
    expect(ended.status).toBe(401);
    expect(ended.body).toMatchObject({ code: 'GAME_SESSION_ENDED' });
  });

  it('the game ends with the site session: logout, or the site session expiring', async () => {
    const out = await playing('SPORTS');
    await sandbox.sendFresh('DELETE', '/wps/session/logout', '', { Authorization: out.token });
    expect((await spin({ session: out.session, stake: 100, side: 0 })).status).toBe(401);
    expect(
      sandbox.db.get(
        'SELECT 1 FROM game_sessions WHERE session_token_hash NOT IN (SELECT token_hash FROM sessions)',
      ),
    ).toBeUndefined();

    const stale = await playing('ESPORTS');
    sandbox.db.run('UPDATE sessions SET expires_at = ? WHERE member_id = ?', [
      sandbox.clock.now,
      stale.memberId,
    ]);
    expect((await spin({ session: stale.session, stake: 100, side: 0 })).status).toBe(401);
    expect(balanceOf(stale.memberId)).toBe(100_000);
  });

  it('refuses a stake above the balance: 402 Insufficient balance, nothing moves', async () => {
    const game = await playing('FISH', 400);
    const res = await spin({ session: game.session, stake: 500 });
    expect(res.status).toBe(402);
    expect(res.body).toEqual({
      success: false,
      message: 'Insufficient balance',
      code: 'INSUFFICIENT_BALANCE',
      value: { balance: 400 },
    });
    expect(balanceOf(game.memberId)).toBe(400);
    expect(listBets(sandbox.db, game.memberId)).toEqual([]);
    expect(listTransactions(sandbox.db, game.memberId)).toEqual([]);
  });

  it('refuses a round of a game put under maintenance meanwhile', async () => {
    const game = await playing('COCKFIGHT');
    sandbox.db.run('INSERT INTO game_maintenance (game_id) VALUES (?)', [game.gameId]);
    try {
      const res = await spin({ session: game.session, stake: 100, side: 0 });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ message: 'Game under maintenance' });
    } finally {
      sandbox.db.run('DELETE FROM game_maintenance WHERE game_id = ?', [game.gameId]);
    }
  });

  describe('bad input is a 4xx with a message, and moves no money', () => {
    let game: Awaited<ReturnType<typeof playing>>;
    let lottery: Awaited<ReturnType<typeof playing>>;
    beforeAll(async () => {
      game = await playing('LIVE');
      lottery = await playing('LOTTERY');
    });

    it.each([
      ['no session', () => ({ stake: 100, side: 0 }), 400, /^Invalid session/],
      [
        'a malformed session',
        () => ({ session: 'x', stake: 100, side: 0 }),
        400,
        /^Invalid session/,
      ],
      [
        'an unknown session',
        () => ({ session: 'B'.repeat(43), stake: 100, side: 0 }),
        401,
        /ended/,
      ],
      [
        'a stake off the list',
        () => ({ session: game.session, stake: 200, side: 0 }),
        400,
        /^Invalid stake/,
      ],
      [
        'a negative stake',
        () => ({ session: game.session, stake: -100, side: 0 }),
        400,
        /^Invalid stake/,
      ],
      [
        'a stake as text',
        () => ({ session: game.session, stake: '100', side: 0 }),
        400,
        /^Invalid stake/,
      ],
      [
        'no side in a pick game',
        () => ({ session: game.session, stake: 100 }),
        400,
        /Choose a side/,
      ],
      [
        'a third side',
        () => ({ session: game.session, stake: 100, side: 2 }),
        400,
        /^Invalid side/,
      ],
      [
        'no numbers in the lottery',
        () => ({ session: lottery.session, stake: 100 }),
        400,
        /Pick 3 different numbers/,
      ],
      [
        'two numbers',
        () => ({ session: lottery.session, stake: 100, numbers: [1, 2] }),
        400,
        /Pick 3/,
      ],
      [
        'a repeated number',
        () => ({ session: lottery.session, stake: 100, numbers: [4, 4, 5] }),
        400,
        /Pick 3/,
      ],
      [
        'a number off the board',
        () => ({ session: lottery.session, stake: 100, numbers: [1, 2, 11] }),
        400,
        /Pick 3/,
      ],
      [
        'a fractional number',
        () => ({ session: lottery.session, stake: 100, numbers: [1, 2, 2.5] }),
        400,
        /^Invalid numbers/,
      ],
      [
        'eleven numbers',
        () => ({
          session: lottery.session,
          stake: 100,
          numbers: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 1],
        }),
        400,
        /^Invalid numbers/,
      ],
      ['an array body', () => [1, 2, 3], 400, /^Invalid/],
    ])('%s', async (_name, body, status, message) => {
      const before = [balanceOf(game.memberId), balanceOf(lottery.memberId)];
      const res = await spin(body());
      expect(res.status).toBe(status);
      expect((res.body as { message: string }).message).toMatch(message);
      expect([balanceOf(game.memberId), balanceOf(lottery.memberId)]).toEqual(before);
      expect(listBets(sandbox.db, game.memberId)).toEqual([]);
      expect(listBets(sandbox.db, lottery.memberId)).toEqual([]);
    });

    it('a body that is not JSON: 415 for another type, 400 for broken JSON', async () => {
      const text = await fetch(`${sandbox.gameUrl}/play/api/spin`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body: JSON.stringify({ session: game.session, stake: 100, side: 0 }),
      });
      expect(text.status).toBe(415);
      expect((await spin('{"session":')).status).toBe(400);
    });

    it('an oversized body is a 413', async () => {
      const res = await spin({ session: game.session, stake: 100, side: 0, pad: 'x'.repeat(8000) });
      expect(res.status).toBe(413);
    });

    it('GET is not a way to play', async () => {
      const res = await fetch(`${sandbox.gameUrl}/play/api/spin`);
      expect(res.status).toBe(404);
    });
  });
});

describe('a round with fixed draws', () => {
  let fixed: GameSandbox;
  beforeAll(async () => {
    // Always the last outcome: sevens on the reels, side 1 in a pick.
    fixed = await startGameSandbox({ random: (max) => max - 1 });
  });
  afterAll(async () => {
    await fixed.close();
  });

  it('three sevens at 10.00 pay 4,000.00, credited in the same answer', async () => {
    const member = memberWithSession(fixed.db, fixed.clock.now, { balance: 1_000 });
    const ticket = await launchTicket(fixed, member.token, playableGame(fixed.db, 'RNG'));
    const { session } = await openGame(fixed, ticket);
    const res = await fixed.postGame('/play/api/spin', { session, stake: 1000 });
    expect(res.body).toEqual({
      success: true,
      value: {
        balance: 400_000,
        win: 400_000,
        outcome: {
          kind: 'reels',
          symbols: ['seven', 'seven', 'seven'],
          summary: 'Seven · Seven · Seven',
        },
      },
    });
    expect(
      listTransactions(fixed.db, member.memberId).map((t) => [t.kind, t.amount, t.balanceAfter]),
    ).toEqual([
      ['bet', -1000, 0],
      ['win', 400_000, 400_000],
    ]);
  });

  it('a losing pick writes the bet and no win', async () => {
    const member = memberWithSession(fixed.db, fixed.clock.now, { balance: 1_000 });
    const ticket = await launchTicket(fixed, member.token, playableGame(fixed.db, 'LIVE'));
    const { session } = await openGame(fixed, ticket);
    const res = await fixed.postGame('/play/api/spin', { session, stake: 100, side: 0 });
    expect(res.body).toEqual({
      success: true,
      value: {
        balance: 900,
        win: 0,
        outcome: { kind: 'pick', side: 0, winner: 1, summary: 'Banker wins' },
      },
    });
    expect(listTransactions(fixed.db, member.memberId)).toHaveLength(1);
  });
});
