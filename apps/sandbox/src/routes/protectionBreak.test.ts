import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MONEY_CODES,
  PROTECTION_CODES,
  SERVER_CODES,
  claimMission,
  claimRebate,
  claimReward,
  completeLoginVerification,
  createDeposit,
  createWithdrawal,
  fetchBotCheck,
  getAgentMember,
  getDepositMethods,
  getDownline,
  getMemberInfo,
  getTransactions,
  isApiError,
  login,
  loginVerificationOf,
  paths,
  sendLoginSms,
  sendLoginVerificationCode,
  setProtectionLimit,
  takeBreak,
  transferBetweenWallets,
  transferToDownline,
  transferToUpline,
} from '@lobby/api';
import type { ApiError, BreakRequest } from '@lobby/api';
import { breakEnd } from '@lobby/core';
import type { BreakKind } from '@lobby/core';
import { hashPasswordSync, SALT_BYTES } from '../auth/password';
import { duePeriods, settlePeriod } from '../contracts/settlement';
import { giveOperatorContract } from '../contracts/offers';
import { enableAllKinds } from '../contracts/store';
import { betAt, placeMember } from '../contracts/testing';
import {
  launchBodyOf,
  memberWithSession,
  openGame,
  playableGame,
  startGameSandbox,
} from '../gameHost/testing';
import type { GameSandbox } from '../gameHost/testing';
import { takeBreak as takeBreakInStore } from '../protection/breaks';
import { extendBreak, runningBreakOf } from '../store/protectionBreaks';
import { protectionSettingsOf, setProtectionSettings } from '../store/protectionSettings';
import { insertMember, rememberIp, setResetPassword } from '../store/members';
import { setUpline } from '../store/money';
import { countSessions, createSession } from '../store/sessions';
import { balanceOf, listTransactions } from '../store/wallet';
import { setPaymentPasswordHashed } from '../wallet/paymentPassword';
import { failureOf, lastCode, logInAs, visitor } from '../test/account';
import type { Visitor } from '../test/account';

// Time-outs and self-exclusion (issue 30), proven over HTTP: PROTECTION_break through the api
// package's endpoint, every login method a member on a break might try, every money call should a
// token survive the break, the agent team's view, and contract settlement.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const PASSWORD = 'Pause#2026';
const PAYMENT_PASSWORD = '481516';
const LOOPBACK = '127.0.0.1';
let sandbox: GameSandbox;
let passwordHash: string;
let paymentHash: string;

beforeAll(async () => {
  sandbox = await startGameSandbox({
    dev: true,
    // Generous enough that no limit of the login, code or sealing paths is what a test meets.
    rateLimits: {
      nonce: { limit: 1000, windowMs: MINUTE },
      botChallenge: { limit: 1000, windowMs: MINUTE },
      smsPerPhone: { limit: 100, windowMs: MINUTE },
      smsPerIp: { limit: 100, windowMs: MINUTE },
      loginPerAccount: { limit: 100, windowMs: MINUTE },
      loginPerIp: { limit: 1000, windowMs: MINUTE },
    },
  });
  // Hashed once with a fixed salt: every member of the file shares them, and scrypt runs twice.
  passwordHash = hashPasswordSync(PASSWORD, Buffer.alloc(SALT_BYTES, 3));
  paymentHash = hashPasswordSync(PAYMENT_PASSWORD, Buffer.alloc(SALT_BYTES, 5));
});
afterAll(() => sandbox.close());

let made = 0;

interface PasswordMember {
  id: number;
  username: string;
  password: string;
  countryDialingCode: string;
  mobileNum: string;
}

/**
 * A fresh jade member who logs in with a password (and by SMS code: jade offers it). Known at the
 * test's address unless `knownIp` is false, when a password login meets the new-IP step.
 */
function passwordMember({ knownIp = true } = {}): PasswordMember {
  made += 1;
  const username = `pause${made}`;
  const mobileNum = `91799${String(made).padStart(5, '0')}`;
  const id = insertMember(sandbox.db, {
    merchant: 'jade',
    account: username,
    passwordHash,
    type: 0,
    balance: 50_000,
    dialingCode: '63',
    mobile: mobileNum,
    passwordChangedAt: sandbox.clock.now,
    firstLoginDone: true,
    createdAt: sandbox.clock.now,
  });
  if (knownIp) rememberIp(sandbox.db, id, LOOPBACK, sandbox.clock.now);
  return { id, username, password: PASSWORD, countryDialingCode: '63', mobileNum };
}

interface SessionMember {
  who: Visitor;
  memberId: number;
  token: string;
}

/** A fresh member with a session made directly (no login: fast), as a visitor of the brand. */
function sessionMember(
  merchant = 'jade',
  { balance = 100_000, type = 0 }: { balance?: number; type?: 0 | 1 | 4 } = {},
): SessionMember {
  const made = memberWithSession(sandbox.db, sandbox.clock.now, { balance, merchant, type });
  const who = visitor(sandbox, merchant);
  who.token = made.token;
  return { who, memberId: made.memberId, token: made.token };
}

/** Another session of the member, as a token that survived a break would be. */
function surviving(m: SessionMember): void {
  m.token = createSession(
    sandbox.db,
    { memberId: m.memberId, loginMethod: 'password', changeFree: false, mustChangePassword: false },
    sandbox.clock.now,
  );
  m.who.token = m.token;
}

/** A break on record without ending the member's sessions: the guard's case, not the route's. */
function breakOnRecord(memberId: number, kind: BreakKind, until: number | null): void {
  extendBreak(sandbox.db, { memberId, kind, until, now: sandbox.clock.now });
}

async function failure(call: Promise<unknown>) {
  const error: ApiError = await failureOf(call);
  if (!isApiError(error, 'server')) return { kind: error.failure.kind };
  const { status, code, message, value } = error.failure;
  return { status, code, message, value };
}

const iso = (ms: number): string => new Date(ms).toISOString();
/** The refusal a member on this break meets, as the contract words it. */
function breakFailure(kind: BreakKind, until: number | null) {
  const end =
    until === null ? 'permanently' : `until ${iso(until).slice(0, 16).replace('T', ' ')} UTC`;
  return {
    status: 403,
    code: PROTECTION_CODES.accountBreak,
    message:
      kind === 'timeOut'
        ? `Your account is on a time-out ${end}`
        : `Your account is self-excluded ${end}`,
    value: { kind, until: until === null ? null : iso(until) },
  };
}

async function smsLogin(m: PasswordMember, who = visitor(sandbox, 'jade')) {
  const phone = { countryDialingCode: m.countryDialingCode, mobileNum: m.mobileNum };
  await sendLoginSms(who.client, { ...phone, botCheck: await fetchBotCheck(who.client) });
  return login(who.client, {
    type: 'sms',
    ...phone,
    verificationCode: lastCode(sandbox, `+${m.countryDialingCode}${m.mobileNum}`),
  });
}

describe('PROTECTION_break', () => {
  it('a time-out ends every session of the member at once: each old token is refused', async () => {
    const m = passwordMember();
    const first = visitor(sandbox, 'jade');
    const second = visitor(sandbox, 'jade');
    await logInAs(first, m);
    await logInAs(second, m);
    expect(countSessions(sandbox.db, m.id)).toBe(2);

    const answer = await takeBreak(first.client, { kind: 'timeOut', period: '24h' });
    expect(answer).toEqual({ until: iso(sandbox.clock.now + DAY) });
    expect(countSessions(sandbox.db, m.id)).toBe(0);
    for (const who of [first, second]) {
      expect(await failure(getMemberInfo(who.client))).toEqual({ kind: 'sessionExpired' });
    }
  });

  it('refuses login by password and by SMS code with the end, and lets the member in once it has passed', async () => {
    const m = passwordMember();
    const who = visitor(sandbox, 'jade');
    await logInAs(who, m);
    const { until } = await takeBreak(who.client, { kind: 'timeOut', period: '7d' });
    const end = sandbox.clock.now + 7 * DAY;
    expect(until).toBe(iso(end));

    const refused = breakFailure('timeOut', end);
    expect(await failure(logInAs(visitor(sandbox, 'jade'), m))).toEqual(refused);
    expect(await failure(smsLogin(m))).toEqual(refused);
    // The one-time password of a forgotten-password e-mail is no way round it.
    setResetPassword(sandbox.db, m.id, paymentHash, end + DAY);
    expect(
      await failure(logInAs(visitor(sandbox, 'jade'), { ...m, password: PAYMENT_PASSWORD })),
    ).toEqual(refused);
    // Only a right password learns of the break: a wrong one is told what any wrong one is told.
    expect(
      await failure(logInAs(visitor(sandbox, 'jade'), { ...m, password: 'Wrong#2026' })),
    ).toMatchObject({ status: 400, code: SERVER_CODES.badCredentials });
    // A time-out cannot be waited out early: a minute before its end it still holds.
    sandbox.clock.now = end - MINUTE;
    expect(await failure(logInAs(visitor(sandbox, 'jade'), m))).toEqual(refused);
    expect(countSessions(sandbox.db, m.id)).toBe(0);

    sandbox.clock.now = end;
    await expect(logInAs(visitor(sandbox, 'jade'), m)).resolves.toMatchObject({
      user: { account: m.username },
    });
    await expect(smsLogin(m)).resolves.toMatchObject({ user: { account: m.username } });
  });

  it('refuses a login held at the new-IP step when the break began meanwhile, and asks no code of a member on a break', async () => {
    const m = passwordMember({ knownIp: false });
    const held = loginVerificationOf(await failureOf(logInAs(visitor(sandbox, 'jade'), m)));
    if (!held) throw new Error('expected the new-IP step');
    takeBreakInStore(sandbox.db, {
      memberId: m.id,
      merchant: 'jade',
      kind: 'timeOut',
      period: '30d',
      now: sandbox.clock.now,
    });
    const refused = breakFailure('timeOut', sandbox.clock.now + 30 * DAY);

    const who = visitor(sandbox, 'jade');
    await sendLoginVerificationCode(who.client, {
      verificationId: held.verificationId,
      method: 'mobile',
    });
    const code = lastCode(sandbox, `+${m.countryDialingCode}${m.mobileNum}`);
    expect(
      await failure(
        completeLoginVerification(who.client, {
          verificationId: held.verificationId,
          method: 'mobile',
          code,
        }),
      ),
    ).toEqual(refused);
    // A new try is told of the break, not sent through the new-IP step for nothing.
    expect(await failure(logInAs(visitor(sandbox, 'jade'), m))).toEqual(refused);
    expect(countSessions(sandbox.db, m.id)).toBe(0);
  });

  it('cannot be shortened: the later end wins, and a permanent self-exclusion stays permanent', async () => {
    const m = passwordMember();
    const who = visitor(sandbox, 'jade');
    const member: SessionMember = { who, memberId: m.id, token: '' };
    const take = async (request: BreakRequest) => {
      surviving(member);
      return (await takeBreak(who.client, request)).until;
    };
    const start = sandbox.clock.now;
    const week = iso(start + 7 * DAY);
    expect(await take({ kind: 'timeOut', period: '7d' })).toBe(week);
    expect(await take({ kind: 'timeOut', period: '24h' })).toBe(week);
    expect(await failure(logInAs(visitor(sandbox, 'jade'), m))).toEqual(
      breakFailure('timeOut', start + 7 * DAY),
    );

    const sixMonths = breakEnd('6m', start);
    expect(await take({ kind: 'selfExclusion', period: '6m' })).toBe(iso(sixMonths!));
    expect(await take({ kind: 'timeOut', period: '30d' })).toBe(iso(sixMonths!));
    expect(await failure(logInAs(visitor(sandbox, 'jade'), m))).toEqual(
      breakFailure('selfExclusion', sixMonths),
    );

    expect(await take({ kind: 'selfExclusion', period: 'permanent' })).toBeNull();
    expect(await take({ kind: 'selfExclusion', period: '5y' })).toBeNull();
    expect(await take({ kind: 'timeOut', period: '24h' })).toBeNull();
    expect(await failure(logInAs(visitor(sandbox, 'jade'), m))).toEqual(
      breakFailure('selfExclusion', null),
    );
    // Never lifted: a century on, the exclusion still runs.
    expect(runningBreakOf(sandbox.db, m.id, start + 36_500 * DAY)).toMatchObject({
      kind: 'selfExclusion',
      until: null,
    });
  });

  it('refuses a tool the brand’s profile does not offer, and leaves the session alone', async () => {
    const settings = protectionSettingsOf(sandbox.db, 'ember');
    setProtectionSettings(sandbox.db, 'ember', {
      ...settings,
      tools: settings.tools.filter((tool) => tool !== 'timeOut'),
    });
    try {
      const m = sessionMember('ember');
      expect(await failure(takeBreak(m.who.client, { kind: 'timeOut', period: '24h' }))).toEqual(
        expect.objectContaining({ status: 403, code: PROTECTION_CODES.toolNotOffered }),
      );
      expect(runningBreakOf(sandbox.db, m.memberId, sandbox.clock.now)).toBeUndefined();
      await expect(getMemberInfo(m.who.client)).resolves.toMatchObject({});
    } finally {
      setProtectionSettings(sandbox.db, 'ember', settings);
    }
  });

  it('takes a period only of its own kind, and no break for a trial account', async () => {
    const m = sessionMember();
    const mixed = await sandbox.post(
      paths.protectionBreak,
      { kind: 'timeOut', period: '6m' },
      { Authorization: m.token, Merchant: 'jade' },
    );
    expect(mixed.status).toBe(400);
    const permanentTimeOut = () =>
      takeBreakInStore(sandbox.db, {
        memberId: m.memberId,
        merchant: 'jade',
        kind: 'timeOut',
        period: 'permanent',
        now: sandbox.clock.now,
      });
    expect(permanentTimeOut).toThrow('Invalid period: permanent is no period of a timeOut');
    expect(runningBreakOf(sandbox.db, m.memberId, sandbox.clock.now)).toBeUndefined();

    const trial = sessionMember('jade', { type: 4 });
    expect(await failure(takeBreak(trial.who.client, { kind: 'timeOut', period: '24h' }))).toEqual(
      expect.objectContaining({ status: 403, code: MONEY_CODES.trialAccount }),
    );
  });
});

describe('a token that survived a break', () => {
  it('moves no money: deposit, withdrawal, wallet and upline transfers, claims, launches and a round are refused', async () => {
    const m = sessionMember('jade', { balance: 80_000 });
    const upline = sessionMember('jade');
    setUpline(sandbox.db, m.memberId, upline.memberId);
    setPaymentPasswordHashed(sandbox.db, m.memberId, paymentHash);
    const methodId = (await getDepositMethods(m.who.client)).methods[0]!.id;
    // A game opened before the break: its page still holds a game session.
    const gameId = playableGame(sandbox.db, 'LIVE');
    const launched = await sandbox.post('/wps/game/launchGame', launchBodyOf(sandbox.db, gameId), {
      Authorization: m.token,
      Merchant: 'jade',
    });
    const url = (launched.body as { value: { url: string } }).value.url;
    const game = await openGame(sandbox, url.slice(`${sandbox.gameUrl}/play/`.length));

    const until = sandbox.clock.now + DAY;
    breakOnRecord(m.memberId, 'timeOut', until);
    const refused = breakFailure('timeOut', until);
    const ledger = listTransactions(sandbox.db, m.memberId).length;
    const client = m.who.client;

    expect(await failure(createDeposit(client, { methodId, amount: 10_000 }))).toEqual(refused);
    expect(
      await failure(
        createWithdrawal(client, { payeeId: 1, amount: 10_000, paymentPassword: PAYMENT_PASSWORD }),
      ),
    ).toEqual(refused);
    expect(
      await failure(transferBetweenWallets(client, { from: 'MAIN', to: 'NOVA', amount: 1_000 })),
    ).toEqual(refused);
    expect(
      await failure(transferToUpline(client, { amount: 1_000, paymentPassword: PAYMENT_PASSWORD })),
    ).toEqual(refused);
    expect(await failure(claimReward(client, 1))).toEqual(refused);
    expect(await failure(claimMission(client, 1))).toEqual(refused);
    expect(await failure(claimRebate(client))).toEqual(refused);

    const headers = { Authorization: m.token, Merchant: 'jade' };
    const launch = await sandbox.post(
      '/wps/game/launchGame',
      launchBodyOf(sandbox.db, gameId),
      headers,
    );
    expect(launch).toMatchObject({ status: 403, body: { code: PROTECTION_CODES.accountBreak } });
    const lottery = await sandbox.post(
      '/wps/game/launchLottery',
      { lottoGameCode: 'any', backUrl: `${sandbox.url}/` },
      headers,
    );
    expect(lottery).toMatchObject({ status: 403, body: { code: PROTECTION_CODES.accountBreak } });
    const round = await sandbox.postGame('/play/api/spin', {
      session: game.session,
      stake: 100,
      side: 0,
    });
    expect(round).toMatchObject({
      status: 403,
      body: { code: PROTECTION_CODES.accountBreak, value: refused.value },
    });

    expect(balanceOf(sandbox.db, m.memberId)).toBe(80_000);
    expect(listTransactions(sandbox.db, m.memberId)).toHaveLength(ledger);
    // The record stays open to the member: history is no money call.
    await expect(getTransactions(client, {})).resolves.toMatchObject({ total: ledger });
  });

  it('lets an agent on a break transfer nothing to the team', async () => {
    const agent = sessionMember('jade', { type: 1, balance: 50_000 });
    setPaymentPasswordHashed(sandbox.db, agent.memberId, paymentHash);
    const downline = placeMember(sandbox.db, { uplineId: agent.memberId, merchant: 'jade' });
    breakOnRecord(agent.memberId, 'selfExclusion', null);
    expect(
      await failure(
        transferToDownline(agent.who.client, {
          memberId: downline.id,
          amount: 1_000,
          paymentPassword: PAYMENT_PASSWORD,
        }),
      ),
    ).toEqual(breakFailure('selfExclusion', null));
    expect(balanceOf(sandbox.db, agent.memberId)).toBe(50_000);
    expect(balanceOf(sandbox.db, downline.id)).toBe(0);
  });

  it('works again once the break has ended', async () => {
    const m = sessionMember('jade');
    breakOnRecord(m.memberId, 'timeOut', sandbox.clock.now + HOUR);
    const methodId = (await getDepositMethods(m.who.client)).methods[0]!.id;
    expect(await failure(createDeposit(m.who.client, { methodId, amount: 10_000 }))).toMatchObject({
      code: PROTECTION_CODES.accountBreak,
    });
    sandbox.clock.now += HOUR;
    surviving(m); // the first session has idled past its end meanwhile
    await expect(createDeposit(m.who.client, { methodId, amount: 10_000 })).resolves.toMatchObject({
      amount: 10_000,
      status: 'pending',
    });
  });
});

describe('what an agent sees', () => {
  it('each downline member’s protection state, and never an amount', async () => {
    const agent = sessionMember('jade', { type: 1 });
    const place = () => placeMember(sandbox.db, { uplineId: agent.memberId, merchant: 'jade' });
    const excluded = place();
    const timedOut = place();
    const limited = place();
    const pendingOnly = place();
    const timeOutOver = place();
    const untouched = place();
    const now = sandbox.clock.now;
    breakOnRecord(excluded.id, 'selfExclusion', breakEnd('1y', now));
    breakOnRecord(timedOut.id, 'timeOut', now + DAY);
    extendBreak(sandbox.db, {
      memberId: timeOutOver.id,
      kind: 'timeOut',
      until: now - HOUR,
      now: now - DAY - HOUR,
    });
    // A limit set through the member's own call, at an amount that must not reach the agent.
    const limitedMember = visitor(sandbox, 'jade');
    limitedMember.token = createSession(
      sandbox.db,
      {
        memberId: limited.id,
        loginMethod: 'password',
        changeFree: false,
        mustChangePassword: false,
      },
      now,
    );
    await setProtectionLimit(limitedMember.client, {
      kind: 'deposit',
      period: 'day',
      amount: 77_777,
    });
    // A row whose limit is gone but whose raise waits still counts as limits.
    sandbox.db.run(
      `INSERT INTO protection_limits (member_id, kind, period, amount, pending_amount, pending_at,
         updated_at) VALUES (?, 'wager', 'week', NULL, 55555, ?, ?)`,
      [pendingOnly.id, now + DAY, now],
    );

    const { list } = await getDownline(agent.who.client);
    const stateOf = (id: number) => list.find((row) => row.id === id)?.protection;
    expect(stateOf(excluded.id)).toBe('excluded');
    expect(stateOf(timedOut.id)).toBe('timeOut');
    expect(stateOf(limited.id)).toBe('limits');
    expect(stateOf(pendingOnly.id)).toBe('limits');
    expect(stateOf(timeOutOver.id)).toBe('none');
    expect(stateOf(untouched.id)).toBe('none');
    await expect(getAgentMember(agent.who.client, limited.id)).resolves.toMatchObject({
      protection: 'limits',
    });
    await expect(getAgentMember(agent.who.client, excluded.id)).resolves.toMatchObject({
      protection: 'excluded',
    });

    const raw = await sandbox.get(paths.agentDownline, {
      Authorization: agent.token,
      Merchant: 'jade',
    });
    const text = JSON.stringify(raw.body);
    expect(text).not.toContain('77777');
    expect(text).not.toContain('55555');
  });
});

describe('contract settlement', () => {
  it('leaves out the bets of members on a break at settlement, and counts those whose break has ended', () => {
    const { db } = sandbox;
    enableAllKinds(db, 'jade');
    // A day of its own, well after the clock of the tests above.
    const day = Date.UTC(2027, 0, 4);
    const agent = placeMember(db, { type: 1, merchant: 'jade', now: day });
    const contract = giveOperatorContract(db, {
      merchant: 'jade',
      memberId: agent.id,
      kind: 'dailyWage',
      period: 'D',
      tiers: [{ threshold: 1_000, activeMembers: 1, rateBp: 100 }],
      now: day + HOUR,
    });
    const playing = placeMember(db, { uplineId: agent.id, merchant: 'jade' });
    const excluded = placeMember(db, { uplineId: playing.id, merchant: 'jade' });
    const back = placeMember(db, { uplineId: agent.id, merchant: 'jade' });
    betAt(db, playing.id, day + 2 * HOUR, 30_000);
    betAt(db, excluded.id, day + 3 * HOUR, 500_000);
    betAt(db, back.id, day + 4 * HOUR, 20_000);
    extendBreak(db, {
      memberId: excluded.id,
      kind: 'selfExclusion',
      until: null,
      now: day + 5 * HOUR,
    });
    extendBreak(db, {
      memberId: back.id,
      kind: 'timeOut',
      until: day + 20 * HOUR,
      now: day + 5 * HOUR,
    });

    const settleAt = day + DAY + HOUR;
    const [due] = duePeriods(db, settleAt, { merchant: 'jade' }).filter(
      (d) => d.contractId === contract.id,
    );
    if (!due) throw new Error('the day is not due');
    expect(settlePeriod(db, due, settleAt)).toBe(true);
    const payout = db.get<{ validBet: number; activeMembers: number; amount: number }>(
      `SELECT valid_bet AS validBet, active_members AS activeMembers, amount
       FROM contract_payouts WHERE contract_id = ?`,
      [contract.id],
    );
    // 30,000 + 20,000 at 1%: the excluded member's 500,000 earns the agent nothing.
    expect(payout).toEqual({ validBet: 50_000, activeMembers: 2, amount: 500 });
    expect(balanceOf(db, agent.id)).toBe(500);
  });
});
