import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MONEY_CODES,
  SERVER_CODES,
  applyForAgent,
  createDownlineMember,
  fetchBotCheck,
  getAgentAnnouncements,
  getAgentApplication,
  getAgentMember,
  getAgentOverview,
  getAgentPromotion,
  getCaptcha,
  getDownline,
  getRebate,
  getTeamBets,
  getTeamTransactions,
  getUserProfitLoss,
  register,
  transferToDownline,
} from '@lobby/api';
import type { ApiError } from '@lobby/api';
import { hashPasswordSync, SALT_BYTES } from '../auth/password';
import { memberWithSession } from '../gameHost/testing';
import { DEMO_ACCOUNTS, DEMO_KNOWN_IP } from '../seed/accounts';
import {
  AGENT_TEAM_ACCOUNTS,
  AGENT_TEAM_BET_DAYS,
  AGENT_TEAM_PAYMENT_PASSWORD,
} from '../seed/agentTeam';
import { setRebateBp, setUplineOf } from '../store/agentTeam';
import { insertBet } from '../store/bets';
import { peekCaptcha } from '../store/captcha';
import { findMemberByAccount, findMemberById } from '../store/members';
import type { MemberType } from '../store/members';
import { createSession } from '../store/sessions';
import { balanceOf, credit, listTransactions, recordTransaction } from '../store/wallet';
import { setPaymentPasswordHashed } from '../wallet/paymentPassword';
import { failureOf, logInAs, visitor } from '../test/account';
import type { Visitor } from '../test/account';
import { startSandbox } from '../test/harness';
import type { Sandbox } from '../test/harness';

// The agent centre's team calls over HTTP through the api package (whose schemas parse every
// answer): who may call them, what an agent may see, the figures against hand-computed bets, and
// the money a transfer moves.

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
// Noon UTC on a Thursday: "today" is 2026-11-26, "yesterday" the 25th, the week from Monday 23rd.
const NOON = Date.UTC(2026, 10, 26, 12);
const PAYMENT_PASSWORD = '482615';
let sandbox: Sandbox;
let paymentHash: string;
let gameId: number;

beforeAll(async () => {
  sandbox = await startSandbox({
    dev: true,
    rateLimits: {
      nonce: { limit: 100_000, windowMs: 60_000 },
      botChallenge: { limit: 1000, windowMs: 60_000 },
      captcha: { limit: 1000, windowMs: 60_000 },
    },
  });
  sandbox.clock.now = NOON;
  paymentHash = hashPasswordSync(PAYMENT_PASSWORD, Buffer.alloc(SALT_BYTES, 7));
  gameId = sandbox.db.get<{ id: number }>('SELECT MIN(game_id) AS id FROM games')?.id ?? 0;
});
afterAll(() => sandbox.close());

interface Who {
  who: Visitor;
  id: number;
  account: string;
}

/** A fresh member with a session; under `upline` when given. */
function member(type: MemberType = 0, upline?: Who, balance = 100_000): Who {
  const made = memberWithSession(sandbox.db, sandbox.clock.now, { balance, type });
  if (upline) setUplineOf(sandbox.db, made.memberId, upline.id);
  const who = visitor(sandbox, 'aurora');
  who.token = made.token;
  return { who, id: made.memberId, account: made.account };
}

/** A session of a seeded account (no password login: fast). */
function seeded(account: string): Who {
  const found = findMemberByAccount(sandbox.db, 'aurora', account);
  if (!found) throw new Error(`${account} is not seeded`);
  const who = visitor(sandbox, 'aurora');
  who.token = createSession(
    sandbox.db,
    { memberId: found.id, loginMethod: 'password', changeFree: false, mustChangePassword: false },
    sandbox.clock.now,
  );
  return { who, id: found.id, account: found.account };
}

async function codeOf(call: Promise<unknown>): Promise<string | undefined> {
  const error: ApiError = await failureOf(call);
  if (error.failure.kind === 'server' || error.failure.kind === 'sessionExpired') {
    return error.failure.code;
  }
  return error.failure.kind;
}

function bet(memberId: number, at: number, stake: number, win: number): void {
  insertBet(sandbox.db, { memberId, gameId, stake, win, outcome: '{}', now: at });
}

/** Every agent call, made by `who` when called; `someone` is a member of the seeded team. */
function everyAgentCall(who: Visitor, someone: number): Record<string, () => Promise<unknown>> {
  const c = who.client;
  return {
    overview: () => getAgentOverview(c),
    announcements: () => getAgentAnnouncements(c),
    downline: () => getDownline(c),
    member: () => getAgentMember(c, someone),
    createMember: () =>
      createDownlineMember(c, {
        account: 'nobody01',
        password: 'Secret#2026',
        isAgent: false,
        rebateBp: 0,
      }),
    promotion: () => getAgentPromotion(c),
    transfer: () =>
      transferToDownline(c, { memberId: someone, amount: 100, paymentPassword: PAYMENT_PASSWORD }),
    teamBets: () => getTeamBets(c),
    userProfitLoss: () => getUserProfitLoss(c),
    transactions: () => getTeamTransactions(c),
  };
}

describe('who may call', () => {
  it('a player and a trial account get NOT_AGENT on every agent call; no session, SESSION_EXPIRED', async () => {
    const someone = seeded('player11').id;
    for (const type of [0, 4] as const) {
      const caller = member(type);
      const before = balanceOf(sandbox.db, caller.id);
      const calls = everyAgentCall(caller.who, someone);
      for (const [name, call] of Object.entries(calls)) {
        expect(await codeOf(call()), `${name} as type ${type}`).toBe(SERVER_CODES.notAgent);
      }
      expect(balanceOf(sandbox.db, caller.id)).toBe(before);
    }
    expect(findMemberByAccount(sandbox.db, 'aurora', 'nobody01')).toBeUndefined();
    const anonymous = visitor(sandbox, 'aurora');
    expect(await codeOf(getAgentOverview(anonymous.client))).toBe(SERVER_CODES.sessionExpired);
  });

  it('every agent type may call: 1, 2, 41 and 42', async () => {
    for (const type of [1, 2, 41, 42] as const) {
      const overview = await getAgentOverview(member(type).who.client);
      expect(overview.teamSize).toBe(0);
    }
  });
});

describe('the tree answers only the agent’s own team', () => {
  it('agent01 sees its direct downline and its whole team of 14', async () => {
    const agent01 = seeded(DEMO_ACCOUNTS.agent.username);
    const direct = await getDownline(agent01.who.client, { pageSize: 50 });
    expect(direct.list.map((m) => m.account).sort()).toEqual(
      ['agent02', 'agent03', 'player01', 'player11', 'player12', 'vip001'].sort(),
    );
    const agent02 = direct.list.find((m) => m.account === 'agent02');
    expect(agent02).toMatchObject({ isAgent: true, depth: 1, directCount: 4, teamSize: 6 });
    expect(direct.list.find((m) => m.account === 'player11')).toMatchObject({
      isAgent: false,
      teamSize: 0,
      uplineAccount: 'agent01',
    });
    const overview = await getAgentOverview(agent01.who.client);
    expect(overview).toMatchObject({ teamSize: 14, directMembers: 6 });
    expect(AGENT_TEAM_ACCOUNTS.length + 2).toBe(14);

    // A search reaches the third level, saying where each member sits.
    const found = await getDownline(agent01.who.client, { search: 'PLAYER4' });
    expect(found.list.map((m) => [m.account, m.depth, m.uplineAccount])).toEqual([
      ['player41', 3, 'agent04'],
      ['player42', 3, 'agent04'],
    ]);
    // A parent's direct downline.
    const agent04 = findMemberByAccount(sandbox.db, 'aurora', 'agent04');
    const under04 = await getDownline(agent01.who.client, { parent: agent04?.id ?? 0 });
    expect(under04.list.map((m) => m.account)).toEqual(['player41', 'player42']);
  });

  it('agent02 cannot see agent01 nor agent01’s other members', async () => {
    const agent02 = seeded('agent02');
    const c = agent02.who.client;
    const direct = await getDownline(c);
    expect(direct.list.map((m) => m.account)).toEqual([
      'agent04',
      'player21',
      'player22',
      'player23',
    ]);
    const search = await getDownline(c, { search: 'player', pageSize: 50 });
    expect(search.list.map((m) => m.account)).toEqual([
      'player21',
      'player22',
      'player23',
      'player41',
      'player42',
    ]);
    expect((await getDownline(c, { search: 'agent0' })).list.map((m) => m.account)).toEqual([
      'agent04',
    ]);
    const idOf = (account: string) => findMemberByAccount(sandbox.db, 'aurora', account)?.id ?? 0;
    // The agent itself is no member of its own team.
    expect(await codeOf(getAgentMember(c, agent02.id))).toBe(SERVER_CODES.notInTeam);
    for (const outside of ['player11', 'agent01', 'agent03', 'player31']) {
      expect(await codeOf(getAgentMember(c, idOf(outside))), outside).toBe(SERVER_CODES.notInTeam);
      expect(await codeOf(getDownline(c, { parent: idOf(outside) })), outside).toBe(
        SERVER_CODES.notInTeam,
      );
    }
    expect(await codeOf(getTeamBets(c, { account: 'player11' }))).toBe(SERVER_CODES.notInTeam);
    expect(await codeOf(getTeamTransactions(c, { account: 'player11' }))).toBe(
      SERVER_CODES.notInTeam,
    );
    const player41 = await getAgentMember(c, idOf('player41'));
    expect(player41).toMatchObject({ account: 'player41', depth: 2, uplineAccount: 'agent04' });
  });

  it('the seed: every new player bet over the last 35 days, the ledger sums to the balance', async () => {
    const db = sandbox.db;
    // The seed ran on the real clock when the sandbox started.
    const seededAt = Date.now();
    const firstDay = Math.floor(seededAt / DAY) * DAY - (AGENT_TEAM_BET_DAYS - 1) * DAY;
    for (const account of AGENT_TEAM_ACCOUNTS.filter((a) => a.type === 0)) {
      const row = findMemberByAccount(db, 'aurora', account.username);
      if (!row) throw new Error(`${account.username} is not seeded`);
      const span = db.get<{ n: number; first: number; last: number }>(
        'SELECT COUNT(*) AS n, MIN(created_at) AS first, MAX(created_at) AS last FROM bets WHERE member_id = ?',
        [row.id],
      );
      expect(span?.n, account.username).toBeGreaterThan(10);
      expect(span?.first).toBeGreaterThanOrEqual(firstDay);
      expect(span?.last).toBeLessThan(seededAt);
      const ledger = listTransactions(db, row.id).reduce((sum, t) => sum + t.amount, 0);
      expect(row.balance - account.balance, account.username).toBe(ledger);
    }
    // agent02 transfers to its third level with the seeded payment password.
    const agent02 = seeded('agent02');
    const player41 = findMemberByAccount(db, 'aurora', 'player41');
    const before = balanceOf(db, agent02.id) ?? 0;
    await transferToDownline(agent02.who.client, {
      memberId: player41?.id ?? 0,
      amount: 1_000,
      paymentPassword: AGENT_TEAM_PAYMENT_PASSWORD,
    });
    expect(balanceOf(db, agent02.id)).toBe(before - 1_000);
  });

  it('the announcements are the brand’s, newest first', async () => {
    const { list } = await getAgentAnnouncements(seeded('agent03').who.client);
    expect(list.length).toBeGreaterThan(0);
    const times = list.map((a) => a.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});

describe('the figures, against bets computed by hand', () => {
  // agent A: direct m1 and sub-agent S; S has m2. A's own bet never counts.
  let a: Who;
  let m1: Who;
  let s: Who;
  let m2: Who;
  const today = Date.UTC(2026, 10, 26);

  beforeAll(() => {
    a = member(1);
    m1 = member(0, a);
    s = member(2, a);
    m2 = member(0, s);
    bet(m1.id, today + HOUR, 1_000, 0); // lost 1,000; valid 1,000
    bet(m1.id, today + 2 * HOUR, 500, 500); // a push: valid 0, P&L 0
    bet(m2.id, today + 3 * HOUR, 2_000, 5_000); // won 3,000; valid 2,000
    bet(m1.id, today - DAY + HOUR, 300, 0); // yesterday: lost 300
    bet(a.id, today + HOUR, 9_999, 0); // the agent's own: not the team's
    const after = credit(sandbox.db, m1.id, 10_000);
    recordTransaction(sandbox.db, m1.id, 10_000, after, {
      kind: 'deposit',
      refId: 1,
      now: today + 4 * HOUR,
    });
    const bonusAfter = credit(sandbox.db, s.id, 700);
    recordTransaction(sandbox.db, s.id, 700, bonusAfter, {
      kind: 'bonus',
      refId: 1,
      now: today + 5 * HOUR,
    });
  });

  it('the overview of today and of yesterday', async () => {
    const todayFigures = await getAgentOverview(a.who.client, 'today');
    expect(todayFigures).toEqual({
      period: 'today',
      from: today,
      to: today + DAY,
      teamSize: 3,
      directMembers: 2,
      newMembers: 3,
      activeMembers: 2,
      betAmount: 3_500,
      validBet: 3_000,
      profitLoss: 2_000,
      income: 0,
      deposits: 10_000,
      withdrawals: 0,
    });
    const yesterday = await getAgentOverview(a.who.client, 'yesterday');
    expect(yesterday).toMatchObject({
      from: today - DAY,
      newMembers: 0,
      activeMembers: 1,
      betAmount: 300,
      validBet: 300,
      profitLoss: -300,
      deposits: 0,
    });
    // The ISO week from Monday 23rd holds both days.
    const week = await getAgentOverview(a.who.client, 'week');
    expect(week).toMatchObject({ from: Date.UTC(2026, 10, 23), betAmount: 3_800 });
    // S sees only m2.
    expect(await getAgentOverview(s.who.client, 'today')).toMatchObject({
      teamSize: 1,
      betAmount: 2_000,
      profitLoss: 3_000,
    });
  });

  it('user profit and loss: one row per member with bets or bonuses, and the totals', async () => {
    const report = await getUserProfitLoss(a.who.client, { from: today, to: today + DAY });
    expect(report.list).toEqual(
      [
        {
          memberId: m1.id,
          account: m1.account,
          depth: 1,
          bets: 2,
          stake: 1_500,
          validBet: 1_000,
          win: 500,
          profitLoss: -1_000,
          bonus: 0,
        },
        {
          memberId: s.id,
          account: s.account,
          depth: 1,
          bets: 0,
          stake: 0,
          validBet: 0,
          win: 0,
          profitLoss: 0,
          bonus: 700,
        },
        {
          memberId: m2.id,
          account: m2.account,
          depth: 2,
          bets: 1,
          stake: 2_000,
          validBet: 2_000,
          win: 5_000,
          profitLoss: 3_000,
          bonus: 0,
        },
      ].sort((x, y) => x.account.localeCompare(y.account)),
    );
    expect(report.totals).toEqual({
      bets: 3,
      stake: 3_500,
      validBet: 3_000,
      win: 5_500,
      profitLoss: 2_000,
      bonus: 700,
    });
    expect(report.totalPages).toBe(1);
  });

  it('team bets: newest first, by member, with totals and pages', async () => {
    const all = await getTeamBets(a.who.client, { from: today - DAY, to: today + DAY });
    expect(all.list.map((b) => [b.account, b.stake, b.validBet, b.profitLoss])).toEqual([
      [m2.account, 2_000, 2_000, 3_000],
      [m1.account, 500, 0, 0],
      [m1.account, 1_000, 1_000, -1_000],
      [m1.account, 300, 300, -300],
    ]);
    expect(all.totals).toEqual({ stake: 3_800, validBet: 3_300, win: 5_500, profitLoss: 1_700 });
    const paged = await getTeamBets(a.who.client, {
      from: today - DAY,
      to: today + DAY,
      account: m1.account,
      pageSize: 2,
      pageNo: 2,
    });
    expect(paged.totalPages).toBe(2);
    expect(paged.list.map((b) => b.stake)).toEqual([300]);
    expect(paged.totals.stake).toBe(1_800);
  });

  it('team transactions: the team’s ledger rows, filtered by kind', async () => {
    const deposits = await getTeamTransactions(a.who.client, { type: 'deposit' });
    expect(deposits.list).toMatchObject([{ account: m1.account, amount: 10_000 }]);
    const all = await getTeamTransactions(a.who.client, { pageSize: 50 });
    expect(new Set(all.list.map((row) => row.account))).toEqual(new Set([m1.account, s.account]));
  });
});

describe('transfer to a team member', () => {
  function agentWithPassword(balance: number): Who {
    const agent = member(1, undefined, balance);
    setPaymentPasswordHashed(sandbox.db, agent.id, paymentHash);
    return agent;
  }
  const ledgerSum = (id: number) =>
    listTransactions(sandbox.db, id).reduce((sum, row) => sum + row.amount, 0);

  it('moves money to a member two levels down; the ledger rows sum to the changes', async () => {
    const agent = agentWithPassword(50_000);
    const sub = member(2, agent, 0);
    const target = member(0, sub, 1_000);
    const result = await transferToDownline(agent.who.client, {
      memberId: target.id,
      amount: 12_345,
      paymentPassword: PAYMENT_PASSWORD,
    });
    expect(result).toEqual({ balance: 37_655 });
    expect(balanceOf(sandbox.db, agent.id)).toBe(37_655);
    expect(balanceOf(sandbox.db, target.id)).toBe(13_345);
    expect(ledgerSum(agent.id)).toBe(-12_345);
    expect(ledgerSum(target.id)).toBe(12_345);
    expect(listTransactions(sandbox.db, target.id)).toMatchObject([
      { kind: 'transfer_in', amount: 12_345, balanceAfter: 13_345, refId: agent.id },
    ]);
  });

  it('refuses outside the team, a wrong payment password and more than the balance', async () => {
    const agent = agentWithPassword(5_000);
    const mine = member(0, agent);
    const stranger = member(0);
    const other = member(1);
    const upOne = member(0, other);
    const c = agent.who.client;
    const send = (memberId: number, amount: number, paymentPassword = PAYMENT_PASSWORD) =>
      transferToDownline(c, { memberId, amount, paymentPassword });
    expect(await codeOf(send(stranger.id, 100))).toBe(SERVER_CODES.notInTeam);
    expect(await codeOf(send(upOne.id, 100))).toBe(SERVER_CODES.notInTeam);
    expect(await codeOf(send(agent.id, 100))).toBe(SERVER_CODES.notInTeam);
    expect(await codeOf(send(mine.id, 100, '000000'))).toBe(MONEY_CODES.paymentPasswordWrong);
    expect(await codeOf(send(mine.id, 5_001))).toBe(MONEY_CODES.insufficientBalance);
    expect(balanceOf(sandbox.db, agent.id)).toBe(5_000);
    expect(listTransactions(sandbox.db, agent.id)).toEqual([]);
    // A member cannot transfer up to its agent through the agent call: it is no agent.
    expect(
      await codeOf(
        transferToDownline(mine.who.client, {
          memberId: agent.id,
          amount: 1,
          paymentPassword: PAYMENT_PASSWORD,
        }),
      ),
    ).toBe(SERVER_CODES.notAgent);
  });

  it('transfers sent at once never overdraw the agent', async () => {
    const agent = agentWithPassword(10_000);
    const targets = [member(0, agent, 0), member(0, agent, 0), member(0, agent, 0)];
    const outcomes = await Promise.allSettled(
      Array.from({ length: 9 }, (_, n) =>
        transferToDownline(agent.who.client, {
          memberId: targets[n % 3]?.id ?? 0,
          amount: 3_000,
          paymentPassword: PAYMENT_PASSWORD,
        }),
      ),
    );
    const done = outcomes.filter((o) => o.status === 'fulfilled').length;
    expect(done).toBe(3);
    expect(balanceOf(sandbox.db, agent.id)).toBe(1_000);
    const received = targets.reduce((sum, t) => sum + (balanceOf(sandbox.db, t.id) ?? 0), 0);
    expect(received).toBe(9_000);
    expect(ledgerSum(agent.id)).toBe(-9_000);
    expect(targets.reduce((sum, t) => sum + ledgerSum(t.id), 0)).toBe(9_000);
  });
});

describe('a new downline account', () => {
  it('refuses a rebate above the agent’s own and a taken account; the new member logs in', async () => {
    const agent = member(1);
    setRebateBp(sandbox.db, agent.id, 120);
    const c = agent.who.client;
    const open = (account: string, rebateBp: number, isAgent = false) =>
      createDownlineMember(c, { account, password: 'Secret#2026', isAgent, rebateBp });
    expect((await getAgentPromotion(c)).ownRebateBp).toBe(120);
    expect(await codeOf(open('fresh01', 121))).toBe(SERVER_CODES.rebateAboveOwn);
    expect(await codeOf(open(DEMO_ACCOUNTS.player.username, 50))).toBe(SERVER_CODES.usernameTaken);
    expect(await codeOf(open('ab', 50))).toBe(SERVER_CODES.invalidField);
    expect(findMemberByAccount(sandbox.db, 'aurora', 'fresh01')).toBeUndefined();

    const made = await open('fresh01', 120, true);
    const row = findMemberById(sandbox.db, made.id);
    expect(row).toMatchObject({ account: 'fresh01', type: 2 });
    const detail = await getAgentMember(c, made.id);
    expect(detail).toMatchObject({
      depth: 1,
      rebateBp: 120,
      isAgent: true,
      uplineAccount: agent.account,
    });
    const direct = await getDownline(c);
    expect(direct.list.map((m) => m.id)).toEqual([made.id]);

    const newcomer = visitor(sandbox, 'aurora');
    const login = await logInAs(newcomer, { username: 'fresh01', password: 'Secret#2026' });
    expect(login.token).toBeTruthy();
  });

  it('the manual rebate pays a member the rate its agent gave it', async () => {
    const agent = member(1);
    const player = member(0, agent);
    const brandRates = (await getRebate(player.who.client)).lines.map((line) => line.rateBp);
    expect(brandRates.some((rate) => rate !== 37)).toBe(true);
    setRebateBp(sandbox.db, player.id, 37);
    const own = await getRebate(player.who.client);
    expect(own.lines.length).toBe(brandRates.length);
    expect(own.lines.every((line) => line.rateBp === 37)).toBe(true);
  });

  it('a registration with the agent’s promotion code lands under the agent', async () => {
    const agent = member(1);
    const promotion = await getAgentPromotion(agent.who.client);
    expect(promotion.link).toContain(`affiliateCode=${promotion.code}`);
    expect(await getAgentPromotion(agent.who.client)).toEqual(promotion);

    const who = visitor(sandbox, 'aurora');
    await getCaptcha(who.client);
    await register(who.client, {
      username: 'promo01',
      password: 'Secret#2026',
      confirmPassword: 'Secret#2026',
      login: true,
      registerUrl: promotion.link,
      registerMethod: 'WEB',
      termsAccepted: true,
      ageConfirmed: true,
      affiliateCode: promotion.code,
      captcha: peekCaptcha(sandbox.db, 'aurora', DEMO_KNOWN_IP, sandbox.clock.now) ?? '',
      botCheck: await fetchBotCheck(who.client),
    });
    const { list } = await getDownline(agent.who.client);
    expect(list.map((m) => m.account)).toEqual(['promo01']);
  });
});

describe('the agent application', () => {
  it('is stored once, visible to the member, and decided by the dev control', async () => {
    const player = member(0);
    const c = player.who.client;
    expect(await getAgentApplication(c)).toBeNull();
    const sent = await applyForAgent(c, { name: 'Pat', contact: 'pat@example.com', message: '' });
    expect(sent).toEqual({ status: 'pending', submittedAt: NOON, decidedAt: null });
    expect(await codeOf(applyForAgent(c, { name: 'Pat', contact: 'x', message: '' }))).toBe(
      SERVER_CODES.applicationPending,
    );
    expect(await codeOf(getAgentOverview(c))).toBe(SERVER_CODES.notAgent);

    const decided = await sandbox.post('/wps/dev/agent/application', {
      merchant: 'aurora',
      account: player.account,
      status: 'approved',
    });
    expect(decided.status).toBe(200);
    expect(await getAgentApplication(c)).toEqual({
      status: 'approved',
      submittedAt: NOON,
      decidedAt: NOON,
    });
    expect(findMemberById(sandbox.db, player.id)?.type).toBe(1);
    expect((await getAgentOverview(c)).teamSize).toBe(0);
    expect(await codeOf(applyForAgent(c, { name: 'Pat', contact: 'x', message: '' }))).toBe(
      SERVER_CODES.alreadyAgent,
    );
  });

  it('a rejected applicant may apply again; a trial account may not apply', async () => {
    const player = member(0);
    await applyForAgent(player.who.client, { name: 'Q', contact: 'q', message: 'hi' });
    await sandbox.post('/wps/dev/agent/application', {
      merchant: 'aurora',
      account: player.account,
      status: 'rejected',
    });
    expect(await getAgentApplication(player.who.client)).toMatchObject({ status: 'rejected' });
    expect(findMemberById(sandbox.db, player.id)?.type).toBe(0);
    await applyForAgent(player.who.client, { name: 'Q', contact: 'q', message: 'again' });
    expect(await getAgentApplication(player.who.client)).toMatchObject({ status: 'pending' });

    const trial = member(4);
    expect(
      await codeOf(applyForAgent(trial.who.client, { name: 'T', contact: 't', message: '' })),
    ).toBe(MONEY_CODES.trialAccount);
  });
});
