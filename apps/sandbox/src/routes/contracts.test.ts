import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTRACT_CODES,
  SERVER_CODES,
  getAgentIncome,
  getContractFlags,
  getContractPayouts,
  getContractPreview,
  getContracts,
  offerContract,
  respondToContract,
  terminateContract,
} from '@lobby/api';
import type { ApiError, ContractOfferRequest } from '@lobby/api';
import type { ContractTier } from '@lobby/core';
import { betAt } from '../contracts/testing';
import { memberWithSession } from '../gameHost/testing';
import type { MemberType } from '../store/members';
import { setUpline } from '../store/money';
import { balanceOf, listTransactions } from '../store/wallet';
import { failureOf, visitor } from '../test/account';
import type { Visitor } from '../test/account';
import { startSandbox } from '../test/harness';
import type { Sandbox } from '../test/harness';

// Every contract rule over HTTP through the api package's endpoints: agents only, the merchant's
// switches, who may offer, answer and end, the lower-rate rule, the what-if, and settlement that
// pays each period once however many runs race.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ dev: true });
});
afterAll(() => sandbox.close());

interface Member {
  who: Visitor;
  id: number;
  account: string;
}

function member(type: MemberType = 1, upline?: Member): Member {
  const made = memberWithSession(sandbox.db, sandbox.clock.now, { type, balance: 0 });
  if (upline) setUpline(sandbox.db, made.memberId, upline.id);
  const who = visitor(sandbox);
  who.token = made.token;
  return { who, id: made.memberId, account: made.account };
}

async function codeOf(call: Promise<unknown>): Promise<string | undefined> {
  const error: ApiError = await failureOf(call);
  return error.failure.kind === 'server' ? error.failure.code : error.failure.kind;
}

const tiers = (...rates: number[]): ContractTier[] =>
  rates.map((rateBp, i) => ({ threshold: (i + 1) * 10_000, activeMembers: 1, rateBp }));

/** An operator contract for the agent (the journeys' dev control). */
async function operatorContract(
  agent: Member,
  kind: ContractOfferRequest['kind'],
  ...rates: number[]
) {
  const period = { dividend: 'W', dailyWage: 'D', hourly: 'hour', realtime: '5min' }[kind];
  const answer = await sandbox.post('/wps/dev/agent/contract', {
    merchant: 'aurora',
    account: agent.account,
    kind,
    period,
    tiers: tiers(...rates),
  });
  expect(answer.status).toBe(200);
}

/** The upline offers, the downline accepts: the contract's id. */
async function agreed(upline: Member, downline: Member, ...rates: number[]): Promise<number> {
  const offer = await offerContract(upline.who.client, {
    kind: 'dailyWage',
    memberId: downline.id,
    period: 'D',
    tiers: tiers(...rates),
  });
  await respondToContract(downline.who.client, { id: offer.id, accept: true, confirm: true });
  return offer.id;
}

async function setKind(kind: string, enabled: boolean) {
  const answer = await sandbox.post('/wps/dev/agent/contractFlags', {
    merchant: 'aurora',
    kind,
    enabled,
  });
  expect(answer.status).toBe(200);
}

describe('who may call', () => {
  it('refuses players and trial accounts with NOT_AGENT', async () => {
    for (const type of [0, 4] as const) {
      const someone = member(type);
      const error = await failureOf(getContractFlags(someone.who.client));
      expect(error.failure).toMatchObject({ status: 403, code: 'NOT_AGENT' });
      expect(await codeOf(getContracts(someone.who.client))).toBe('NOT_AGENT');
      expect(await codeOf(getAgentIncome(someone.who.client))).toBe('NOT_AGENT');
    }
  });

  it('answers FEATURE_DISABLED for a kind the merchant switched off, and the flags say so', async () => {
    const agent = member();
    const downline = member(2, agent);
    await operatorContract(agent, 'hourly', 100);
    expect(await getContractFlags(agent.who.client)).toEqual({
      divtypereq: true,
      dailysalreqtype: true,
      contracthoursalreq: true,
      realtimesalreqtype: true,
    });
    await setKind('hourly', false);
    try {
      expect(await getContractFlags(agent.who.client)).toMatchObject({ contracthoursalreq: false });
      const offer = offerContract(agent.who.client, {
        kind: 'hourly',
        memberId: downline.id,
        period: 'hour',
        tiers: tiers(50),
      });
      expect(await codeOf(offer)).toBe(SERVER_CODES.featureDisabled);
      expect(await codeOf(getContracts(agent.who.client, { kind: 'hourly' }))).toBe(
        SERVER_CODES.featureDisabled,
      );
      // The whole list leaves the switched-off kind out.
      const { held } = await getContracts(agent.who.client);
      expect(held.map((c) => c.kind)).not.toContain('hourly');
    } finally {
      await setKind('hourly', true);
    }
  });
});

describe('offers', () => {
  it('refuses offers that break a rule, each with its code', async () => {
    const agent = member();
    const sub = member(41, agent);
    const player = member(0, agent);
    const grandchild = member(42, sub);
    const offer = (over: Partial<ContractOfferRequest>) =>
      codeOf(
        offerContract(agent.who.client, {
          kind: 'dailyWage',
          memberId: sub.id,
          period: 'D',
          tiers: tiers(50),
          ...over,
        }),
      );
    expect(await offer({})).toBe(CONTRACT_CODES.noOwnContract);
    await operatorContract(agent, 'dailyWage', 100, 200);
    expect(await offer({ memberId: player.id })).toBe(CONTRACT_CODES.notDirectAgent);
    expect(await offer({ memberId: grandchild.id })).toBe(CONTRACT_CODES.notDirectAgent);
    expect(await offer({ tiers: tiers(100, 250) })).toBe(CONTRACT_CODES.rateAboveOwn);
    expect(await offer({ tiers: tiers(150, 100) })).toBe(CONTRACT_CODES.badTiers);
    expect(await offer({ tiers: [] })).toBe(CONTRACT_CODES.badTiers);
    expect(await offer({ tiers: [{ threshold: 0.5, activeMembers: 1, rateBp: 50 }] })).toBe(
      CONTRACT_CODES.badTiers,
    );
    expect(await offer({ period: 'W' })).toBe(CONTRACT_CODES.badPeriod);
    // Nothing was offered by any of them.
    expect((await getContracts(sub.who.client)).held).toEqual([]);
  });

  it('lets only the downline answer, once, and only the upline end it', async () => {
    const agent = member();
    const sub = member(2, agent);
    const stranger = member(1);
    await operatorContract(agent, 'dailyWage', 200);
    const first = await offerContract(agent.who.client, {
      kind: 'dailyWage',
      memberId: sub.id,
      period: 'D',
      tiers: tiers(100),
    });
    // A second offer replaces the pending one.
    const offer = await offerContract(agent.who.client, {
      kind: 'dailyWage',
      memberId: sub.id,
      period: 'D',
      tiers: tiers(150),
    });
    const { held } = await getContracts(sub.who.client, { kind: 'dailyWage' });
    expect(held.map((c) => [c.id, c.status, c.endReason])).toEqual([
      [offer.id, 'pending', null],
      [first.id, 'terminated', 'replaced'],
    ]);
    expect(held[0]).toMatchObject({ uplineAccount: agent.account, topRateBp: 150 });

    const answer = { id: offer.id, accept: true, confirm: false };
    expect(await codeOf(respondToContract(agent.who.client, answer))).toBe(CONTRACT_CODES.notYours);
    expect(await codeOf(respondToContract(stranger.who.client, answer))).toBe(
      CONTRACT_CODES.notYours,
    );
    const accepted = await respondToContract(sub.who.client, answer);
    expect(accepted).toMatchObject({ status: 'active', decidedAt: sandbox.clock.now });
    expect(await codeOf(respondToContract(sub.who.client, answer))).toBe(CONTRACT_CODES.notPending);

    expect(await codeOf(terminateContract(sub.who.client, offer.id))).toBe(CONTRACT_CODES.notYours);
    expect(await codeOf(terminateContract(stranger.who.client, offer.id))).toBe(
      CONTRACT_CODES.notYours,
    );
    const ended = await terminateContract(agent.who.client, offer.id);
    expect(ended).toMatchObject({ status: 'terminated', endReason: 'terminated' });
    expect(await codeOf(terminateContract(agent.who.client, offer.id))).toBe(
      CONTRACT_CODES.notPending,
    );
    expect((await getContracts(agent.who.client)).given.map((c) => c.id)).toEqual([
      offer.id,
      first.id,
    ]);
  });

  it('rejecting leaves the current contract in force', async () => {
    const agent = member();
    const sub = member(2, agent);
    await operatorContract(agent, 'dailyWage', 300);
    const current = await agreed(agent, sub, 200);
    const offer = await offerContract(agent.who.client, {
      kind: 'dailyWage',
      memberId: sub.id,
      period: 'D',
      tiers: tiers(100),
    });
    const rejected = await respondToContract(sub.who.client, {
      id: offer.id,
      accept: false,
      confirm: false,
    });
    expect(rejected.status).toBe('rejected');
    const { held } = await getContracts(sub.who.client);
    expect(held.find((c) => c.id === current)?.status).toBe('active');
  });
});

describe('the lower-rate rule', () => {
  it('asks first, then ends the downline contracts above the new rate and keeps the lower ones', async () => {
    const top = member();
    const agent = member(2, top);
    const higher = member(41, agent);
    const lower = member(41, agent);
    await operatorContract(top, 'dailyWage', 300);
    const old = await agreed(top, agent, 200);
    const higherContract = await agreed(agent, higher, 150);
    const lowerContract = await agreed(agent, lower, 100);
    const offer = await offerContract(top.who.client, {
      kind: 'dailyWage',
      memberId: agent.id,
      period: 'D',
      tiers: tiers(90, 120),
    });

    const preview = await getContractPreview(agent.who.client, offer.id);
    expect(preview.endsDownline).toEqual([
      { id: higherContract, account: higher.account, topRateBp: 150 },
    ]);
    const error = await failureOf(
      respondToContract(agent.who.client, { id: offer.id, accept: true, confirm: false }),
    );
    expect(error.failure).toMatchObject({
      status: 409,
      code: CONTRACT_CODES.confirmRequired,
      value: { endsDownline: preview.endsDownline },
    });
    // Nothing changed: the offer waits, every contract is as it was.
    const statuses = async () =>
      Object.fromEntries(
        [
          ...(await getContracts(agent.who.client)).held,
          ...(await getContracts(agent.who.client)).given,
        ].map((c) => [c.id, [c.status, c.endReason]]),
      );
    expect(await statuses()).toEqual({
      [offer.id]: ['pending', null],
      [old]: ['active', null],
      [higherContract]: ['active', null],
      [lowerContract]: ['active', null],
    });

    await respondToContract(agent.who.client, { id: offer.id, accept: true, confirm: true });
    expect(await statuses()).toEqual({
      [offer.id]: ['active', null],
      [old]: ['terminated', 'replaced'],
      [higherContract]: ['terminated', 'lowerRate'],
      [lowerContract]: ['active', null],
    });
  });
});

describe('the what-if preview', () => {
  it('computes the offered and the current contract over the last four periods from real bets', async () => {
    const top = member();
    const agent = member(2, top);
    const player = member(0, agent);
    await operatorContract(top, 'dailyWage', 300);
    await agreed(top, agent, 100); // 1.00 % from 10,000
    const offer = await offerContract(top.who.client, {
      kind: 'dailyWage',
      memberId: agent.id,
      period: 'D',
      tiers: tiers(150, 250), // 1.50 % from 10,000, 2.50 % from 20,000
    });
    const today = Math.floor(sandbox.clock.now / DAY) * DAY;
    betAt(sandbox.db, player.id, today - 2 * DAY + HOUR, 25_000); // the day before yesterday
    betAt(sandbox.db, player.id, today - DAY + HOUR, 12_000, 12_000); // yesterday: a push, valid 0
    betAt(sandbox.db, player.id, today + MINUTE, 99_000); // today: not a whole period yet

    const { periods } = await getContractPreview(agent.who.client, offer.id);
    expect(periods.map((p) => p.from)).toEqual([4, 3, 2, 1].map((n) => today - n * DAY));
    // 25,000: the offer's tier 1 pays 2.50 % = 625; the current contract's top tier 1.00 % = 250.
    expect(periods[2]).toMatchObject({
      validBet: 25_000,
      profitLoss: -25_000,
      activeMembers: 1,
      offered: { tier: 1, rateBp: 250, amount: 625 },
      current: { tier: 0, rateBp: 100, amount: 250 },
    });
    expect(periods[3]).toMatchObject({
      validBet: 0,
      offered: { tier: null, amount: 0 },
      current: { tier: null, amount: 0 },
    });
    // Only the member it is offered to previews it.
    expect(await codeOf(getContractPreview(top.who.client, offer.id))).toBe(
      CONTRACT_CODES.notYours,
    );
  });
});

describe('settlement over HTTP', () => {
  it('pays each period once when settlement runs race, into the ledger, My Income and the records', async () => {
    const top = member();
    const agent = member(2, top);
    const player = member(0, agent);
    await operatorContract(top, 'realtime', 50);
    const offer = await offerContract(top.who.client, {
      kind: 'realtime',
      memberId: agent.id,
      period: '5min',
      tiers: [{ threshold: 1_000, activeMembers: 1, rateBp: 40 }],
    });
    await respondToContract(agent.who.client, { id: offer.id, accept: true, confirm: false });
    const start = Math.floor(sandbox.clock.now / (5 * MINUTE)) * 5 * MINUTE;
    betAt(sandbox.db, player.id, sandbox.clock.now, 50_000); // this window: 0.40 % = 200
    betAt(sandbox.db, player.id, start + 5 * MINUTE + MINUTE, 10_000); // the next: 40

    const settle = (asOf: number) =>
      sandbox.post('/wps/dev/agent/settle', { merchant: 'aurora', asOf });
    // The window now is in, closed at once, by two runs at the same moment.
    const runs = await Promise.all([settle(sandbox.clock.now), settle(sandbox.clock.now)]);
    const settledBy = runs.map((r) => (r.body as { value: { settled: number } }).value.settled);
    expect(settledBy.filter((n) => n > 0)).toHaveLength(1);
    expect(balanceOf(sandbox.db, agent.id)).toBe(200);

    // The last moment of the next window: it is closed at once too, and nothing after it is paid.
    sandbox.clock.now = start + 10 * MINUTE - 1;
    await Promise.all([settle(sandbox.clock.now), settle(sandbox.clock.now)]);
    expect(balanceOf(sandbox.db, agent.id)).toBe(240);
    const ledger = listTransactions(sandbox.db, agent.id);
    expect(ledger.map((row) => [row.kind, row.amount])).toEqual([
      ['contract', 200],
      ['contract', 40],
    ]);
    expect(ledger.reduce((sum, row) => sum + row.amount, 0)).toBe(240);

    const held = await getContractPayouts(agent.who.client, { kind: 'realtime' });
    expect(held.list.map((p) => [p.from, p.amount, p.status, p.account])).toEqual([
      [start + 5 * MINUTE, 40, 'paid', agent.account],
      [start, 200, 'paid', agent.account],
    ]);
    const given = await getContractPayouts(top.who.client, { kind: 'realtime', scope: 'given' });
    expect(given.list.map((p) => p.amount)).toEqual([40, 200]);
    // A kind switched off leaves the records (its money stays in My Income).
    await setKind('realtime', false);
    try {
      expect((await getContractPayouts(agent.who.client)).list).toEqual([]);
    } finally {
      await setKind('realtime', true);
    }

    const income = await getAgentIncome(agent.who.client, { from: start, to: start + DAY });
    expect(income.totals).toEqual({
      dividend: 0,
      dailyWage: 0,
      hourly: 0,
      realtime: 240,
      total: 240,
    });
    expect(income.list).toHaveLength(2);
    sandbox.clock.now = start + HOUR; // later tests start from a fresh window
  });
});
