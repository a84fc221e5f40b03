import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MONEY_CODES,
  createDeposit,
  deleteMessage,
  getDepositMethods,
  getDeposits,
  getInboxUnread,
  getMessages,
  getReferralInfo,
  paths,
  readAllMessages,
  readMessage,
} from '@lobby/api';
import { memberWithSession } from '../gameHost/testing';
import { sendNotice } from '../inbox/messages';
import { DEMO_ACCOUNTS } from '../seed/accounts';
import { DEMO_REFERRAL_SETTING } from '../seed/messages';
import { findMemberByAccount, insertMember } from '../store/members';
import { insertPayee } from '../store/money';
import { balanceOf, listTransactions } from '../store/wallet';
import { createWithdrawal } from '../wallet/money';
import { codeOf, logInAs, visitor } from '../test/account';
import type { Visitor } from '../test/account';
import { startSandbox } from '../test/harness';
import type { Sandbox } from '../test/harness';

// The inbox and invite friends, proven over HTTP through the api package's endpoints.

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ dev: true, depositDelayMs: 60_000 });
});
afterAll(() => sandbox.close());

interface Member {
  who: Visitor;
  memberId: number;
  account: string;
}

function member(balance = 100_000, type: 0 | 4 = 0): Member {
  const made = memberWithSession(sandbox.db, sandbox.clock.now, { balance, type });
  const who = visitor(sandbox);
  who.token = made.token;
  return { who, memberId: made.memberId, account: made.account };
}

const notice = (m: Member, title: string) =>
  sendNotice(sandbox.db, m.memberId, { title, body: `${title}, in words` }, sandbox.clock.now++);

async function deposit(m: Member, amount: number): Promise<number> {
  const { methods } = await getDepositMethods(m.who.client);
  const bank = methods.find((method) => method.kind === 'bank');
  if (!bank) throw new Error('no bank method');
  return (await createDeposit(m.who.client, { methodId: bank.id, amount })).id;
}

const settle = (id: number, outcome: 'credited' | 'failed') =>
  sandbox.post('/wps/dev/deposit/settle', { id, outcome });

/** The ledger sums to the change of the balance. */
function expectLedgerConsistent(memberId: number, opening: number): void {
  const ledger = listTransactions(sandbox.db, memberId);
  expect(ledger.reduce((sum, row) => sum + row.amount, 0)).toBe(
    (balanceOf(sandbox.db, memberId) ?? -1) - opening,
  );
}

describe('who may call', () => {
  it.each([
    [paths.inboxUnread, 'GET'],
    [paths.inboxList, 'GET'],
    [paths.inboxRead, 'POST'],
    [paths.inboxDelete, 'POST'],
    [paths.inboxReadAll, 'POST'],
    [paths.referralInfo, 'GET'],
  ] as const)('%s without a token is a 401 SESSION_EXPIRED', async (path, method) => {
    const res = method === 'GET' ? await sandbox.get(path) : await sandbox.post(path, { id: 1 });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, code: 'SESSION_EXPIRED' });
  });

  it('a trial account has no messages to count and is told to register for the rest', async () => {
    const trial = member(0, 4);
    await expect(getInboxUnread(trial.who.client)).resolves.toEqual({ count: 0 });
    expect(await codeOf(getMessages(trial.who.client))).toBe(MONEY_CODES.trialAccount);
    expect(await codeOf(getReferralInfo(trial.who.client))).toBe(MONEY_CODES.trialAccount);
  });
});

describe('the inbox', () => {
  it('lists unread first then newest, and reading one lowers the unread count by one', async () => {
    const m = member();
    const [a, b, c] = [notice(m, 'First'), notice(m, 'Second'), notice(m, 'Third')];
    await readMessage(m.who.client, b);
    const page = await getMessages(m.who.client);
    expect(page.list.map((x) => [x.id, x.read])).toEqual([
      [c, false],
      [a, false],
      [b, true],
    ]);
    expect(page).toMatchObject({ total: 3, unread: 2, page: 1, totalPage: 1 });
    await expect(getInboxUnread(m.who.client)).resolves.toEqual({ count: 2 });

    const read = await readMessage(m.who.client, c);
    expect(read).toMatchObject({ id: c, kind: 'notice', title: 'Third', read: true });
    await expect(getInboxUnread(m.who.client)).resolves.toEqual({ count: 1 });
    // Reading it again changes nothing.
    await readMessage(m.who.client, c);
    await expect(getInboxUnread(m.who.client)).resolves.toEqual({ count: 1 });
  });

  it('pages', async () => {
    const m = member();
    for (let i = 0; i < 12; i += 1) notice(m, `Notice ${i}`);
    const second = await getMessages(m.who.client, { page: 2, pageSize: 5 });
    expect(second).toMatchObject({ page: 2, pageSize: 5, total: 12, totalPage: 3 });
    expect(second.list.map((x) => x.title)).toEqual([5, 6, 7, 8, 9].map((i) => `Notice ${11 - i}`));
  });

  it('mark all read clears the count; delete removes one', async () => {
    const m = member();
    const [a, b] = [notice(m, 'One'), notice(m, 'Two')];
    notice(m, 'Three');
    await deleteMessage(m.who.client, a);
    await expect(getInboxUnread(m.who.client)).resolves.toEqual({ count: 2 });
    await expect(readAllMessages(m.who.client)).resolves.toEqual({ marked: 2 });
    await expect(getInboxUnread(m.who.client)).resolves.toEqual({ count: 0 });
    const page = await getMessages(m.who.client);
    expect(page.list.map((x) => x.id)).not.toContain(a);
    expect(page.list.every((x) => x.read)).toBe(true);
    expect(await codeOf(deleteMessage(m.who.client, a))).toBe(MONEY_CODES.notFound);
    expect(page.list.map((x) => x.id)).toContain(b);
  });

  it("refuses to read or delete another member's message, which stays unread", async () => {
    const owner = member();
    const other = member();
    const id = notice(owner, 'Private');
    expect(await codeOf(readMessage(other.who.client, id))).toBe(MONEY_CODES.notFound);
    expect(await codeOf(deleteMessage(other.who.client, id))).toBe(MONEY_CODES.notFound);
    await readAllMessages(other.who.client);
    await expect(getInboxUnread(owner.who.client)).resolves.toEqual({ count: 1 });
    expect((await getMessages(other.who.client)).list).toEqual([]);
  });

  it('an operator notice sent by the dev control arrives', async () => {
    const m = member();
    const res = await sandbox.post('/wps/dev/messages/send', {
      merchant: 'aurora',
      account: m.account,
      title: 'Hello',
      body: 'From the operator',
    });
    expect(res.status).toBe(200);
    const [message] = (await getMessages(m.who.client)).list;
    expect(message).toMatchObject({ kind: 'notice', title: 'Hello', body: 'From the operator' });
    expect(message?.amount).toBeNull();
  });
});

describe('money events write messages', () => {
  it('a credited and a failed deposit', async () => {
    const m = member();
    const credited = await deposit(m, 20_000);
    const failed = await deposit(m, 30_000);
    await expect(getInboxUnread(m.who.client)).resolves.toEqual({ count: 0 });
    expect((await settle(credited, 'credited')).status).toBe(200);
    expect((await settle(failed, 'failed')).status).toBe(200);
    // A deposit settles once: a second settle writes nothing.
    expect((await settle(credited, 'credited')).status).toBe(409);
    const { list, unread } = await getMessages(m.who.client);
    expect(unread).toBe(2);
    expect(list.map((x) => [x.kind, x.amount, x.refId])).toEqual([
      ['depositFailed', 30_000, failed],
      ['depositCredited', 20_000, credited],
    ]);
    expect(list[0]).toMatchObject({ title: null, body: null });
  });

  it('a deposit credited by the clock tells it too', async () => {
    const m = member();
    const id = await deposit(m, 15_000);
    sandbox.clock.now += 61_000;
    // Reading the deposits settles what is due (as main.ts' timer would).
    await getDeposits(m.who.client);
    const { list } = await getMessages(m.who.client);
    expect(list.some((x) => x.kind === 'depositCredited' && x.refId === id)).toBe(true);
  });

  it('a withdrawal approved and one rejected', async () => {
    const m = member(500_000);
    const payeeId =
      insertPayee(
        sandbox.db,
        {
          memberId: m.memberId,
          bankName: 'Bank',
          accountName: 'A B',
          accountNumber: '1234567',
          createdAt: 1,
        },
        5,
      ) ?? 0;
    const make = (amount: number) =>
      createWithdrawal(sandbox.db, { memberId: m.memberId, payeeId, amount, now: 1 }).id;
    const [approved, rejected] = [make(10_000), make(20_000)];
    const step = (id: number, s: string) =>
      sandbox.post('/wps/dev/withdrawal/step', { id, step: s });
    expect((await step(approved, 'approve')).status).toBe(200);
    expect((await step(rejected, 'reject')).status).toBe(200);
    // Disbursal is no message of the spec's: nothing more.
    expect((await step(approved, 'disburse')).status).toBe(200);
    const { list } = await getMessages(m.who.client);
    expect(list.map((x) => [x.kind, x.amount, x.refId])).toEqual([
      ['withdrawalRejected', 20_000, rejected],
      ['withdrawalApproved', 10_000, approved],
    ]);
  });
});

describe('invite friends', () => {
  /** A member who registered with the code (registration stores it as given). */
  function friendOf(code: string): Member {
    const m = member(0);
    sandbox.db.run('UPDATE members SET referral_code = ? WHERE id = ?', [code, m.memberId]);
    return m;
  }

  it('gives the member one code, lists the friends who registered with it, masked', async () => {
    const m = member();
    const info = await getReferralInfo(m.who.client);
    expect(info.code).toMatch(/^[A-Z2-9]{8}$/);
    await expect(getReferralInfo(m.who.client)).resolves.toMatchObject({ code: info.code });
    expect(info).toMatchObject({ friends: [], friendCount: 0, totalEarned: 0 });
    expect(info).toMatchObject(DEMO_REFERRAL_SETTING);

    const friend = friendOf(info.code);
    const after = await getReferralInfo(m.who.client);
    expect(after.friendCount).toBe(1);
    expect(after.friends[0]?.account).not.toBe(friend.account);
    expect(after.friends[0]?.account.slice(0, 2)).toBe(friend.account.slice(0, 2));
    expect(after.friends[0]?.earned).toBe(0);
  });

  it("pays the referral bonus once per friend, on the first credited deposit, even when the friend's deposits settle at once", async () => {
    const m = member(0);
    const { code } = await getReferralInfo(m.who.client);
    const friend = friendOf(code);
    const ids = await Promise.all([50_000, 400_000, 80_000].map((a) => deposit(friend, a)));
    const results = await Promise.all(ids.map((id) => settle(id, 'credited')));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);

    const info = await getReferralInfo(m.who.client);
    const bonuses = sandbox.db.all<{ amount: number }>(
      "SELECT amount FROM bonuses WHERE member_id = ? AND source = 'referral'",
      [m.memberId],
    );
    expect(bonuses).toHaveLength(1);
    // 10% of whichever deposit settled first, at most the cap.
    const paid = bonuses[0]?.amount ?? 0;
    expect([5_000, 20_000, 8_000]).toContain(paid);
    expect(info).toMatchObject({ friendCount: 1, totalEarned: paid });
    expect(info.friends[0]?.earned).toBe(paid);
    expect(balanceOf(sandbox.db, m.memberId)).toBe(paid);
    expectLedgerConsistent(m.memberId, 0);
  });

  it('a failed deposit pays nothing, and a friend of no one pays no one', async () => {
    const m = member(0);
    const { code } = await getReferralInfo(m.who.client);
    const friend = friendOf(code);
    await settle(await deposit(friend, 50_000), 'failed');
    const stranger = member(0);
    await settle(await deposit(stranger, 50_000), 'credited');
    expect(balanceOf(sandbox.db, m.memberId)).toBe(0);
    expect((await getReferralInfo(m.who.client)).totalEarned).toBe(0);
  });

  it('a code of another brand refers no one', async () => {
    const m = member(0);
    const { code } = await getReferralInfo(m.who.client);
    const elsewhere = insertMember(sandbox.db, {
      merchant: 'jade',
      account: `other${sandbox.clock.now}`,
      passwordHash: null,
      type: 0,
      createdAt: sandbox.clock.now,
      referralCode: code,
    });
    expect(elsewhere).toBeGreaterThan(0);
    expect((await getReferralInfo(m.who.client)).friendCount).toBe(0);
  });
});

describe('the seeded player', () => {
  it('has unread messages of every money kind and notices, and two friends, one of whom paid', async () => {
    const who = visitor(sandbox);
    await logInAs(who, DEMO_ACCOUNTS.player);
    const { list, unread, total } = await getMessages(who.client, { pageSize: 50 });
    expect(unread).toBeGreaterThan(0);
    expect(total).toBe(list.length);
    expect(new Set(list.map((x) => x.kind))).toEqual(
      new Set([
        'depositCredited',
        'depositFailed',
        'withdrawalApproved',
        'withdrawalRejected',
        'notice',
      ]),
    );
    await expect(getInboxUnread(who.client)).resolves.toEqual({ count: unread });
    const info = await getReferralInfo(who.client);
    expect(info.friendCount).toBe(2);
    expect(info.friends.filter((f) => f.earned > 0)).toHaveLength(1);
    expect(info.totalEarned).toBe(10_000);
    const player = findMemberByAccount(sandbox.db, 'aurora', DEMO_ACCOUNTS.player.username);
    expect(player?.balance).toBe(DEMO_ACCOUNTS.player.balance);
  });
});
