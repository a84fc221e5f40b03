import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLAIM_CODES,
  MONEY_CODES,
  PROMOTION_CODES,
  PROMOTION_KINDS,
  PROTECTION_CODES,
  applyToPromotion,
  claimPromotion,
  getPromotion,
  getPromotionCount,
  getPromotions,
  isApiError,
  joinPromotion,
  openRedEnvelope,
} from '@lobby/api';
import type { Promotion, PromotionKind } from '@lobby/api';
import { memberWithSession } from '../gameHost/testing';
import { SEED_MERCHANTS } from '../seed/data';
import { balanceOf } from '../store/wallet';
import { codeOf, visitor } from '../test/account';
import type { Visitor } from '../test/account';
import { startSandbox } from '../test/harness';
import type { Sandbox } from '../test/harness';
import { expectConserved } from '../test/ledger';

// Every promotion rule, proven over HTTP through the api package's endpoints: the statuses a
// visitor and a member see, join, apply (comment and images checked by the server) and claim each
// once (also when many claims arrive at once), the operator's decision paying once, the refusals
// (visitor, trial account, break, outside the period), and the ledger summing to the balance change.

const DAY = 24 * 60 * 60 * 1000;
let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ dev: true });
  // The seed's periods are relative to the day it ran (today); the harness's clock starts elsewhere.
  sandbox.clock.now = Date.now();
});
afterAll(() => sandbox.close());

interface Member {
  who: Visitor;
  memberId: number;
  account: string;
  opening: number;
}

function member({
  merchant = 'aurora',
  type = 0,
}: { merchant?: string; type?: 0 | 4 } = {}): Member {
  const opening = 100_000;
  const made = memberWithSession(sandbox.db, sandbox.clock.now, {
    balance: opening,
    merchant,
    type,
  });
  const who = visitor(sandbox, merchant);
  who.token = made.token;
  return { who, memberId: made.memberId, account: made.account, opening };
}

async function promotionOf(
  kind: PromotionKind,
  merchant = 'aurora',
  open = true,
): Promise<Promotion> {
  const list = await getPromotions(visitor(sandbox, merchant).client);
  const found = list.find((p) => p.kind === kind && (p.status === 'Close') !== open);
  if (!found) throw new Error(`no ${open ? 'running' : 'ended'} ${kind} promotion`);
  return found;
}

const png = (size = 64): File => {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([bytes], 'win.png', { type: 'image/png' });
};
const jpg = (): File =>
  new File([Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])], 'win.jpg', { type: 'image/jpeg' });
const gif = (): File =>
  new File([new TextEncoder().encode('GIF89a......')], 'win.gif', { type: 'image/gif' });

function decide(body: Record<string, unknown>) {
  return sandbox.post('/wps/dev/promotions/decide', body);
}

describe('the list and the detail', () => {
  it.each(SEED_MERCHANTS.map((m) => m.code))(
    '%s lists a promotion of every kind, each a visitor is offered by its first action',
    async (merchant) => {
      const list = await getPromotions(visitor(sandbox, merchant).client);
      expect(new Set(list.map((p) => p.kind))).toEqual(new Set(PROMOTION_KINDS));
      for (const p of list) {
        const running =
          Date.parse(p.startTime) <= sandbox.clock.now && sandbox.clock.now < Date.parse(p.endTime);
        const first = p.kind === 'claim' ? 'Claim' : 'Join';
        expect(p.status, p.title).toBe(running ? first : 'Close');
      }
      expect(list.some((p) => p.status === 'Close')).toBe(true);
      const slots = await getPromotions(visitor(sandbox, merchant).client, { category: 'slots' });
      expect(slots.length).toBeGreaterThan(0);
      expect(slots.every((p) => p.category === 'slots')).toBe(true);
    },
  );

  it('draws each promotion its artwork, in its brand colours', async () => {
    const [aurora, jade] = await Promise.all([
      promotionOf('apply', 'aurora'),
      promotionOf('apply', 'jade'),
    ]);
    const art = await fetch(aurora.image);
    expect(art.status).toBe(200);
    expect(art.headers.get('content-type')).toBe('image/svg+xml');
    const svg = await art.text();
    expect(svg).toContain('<svg');
    expect(svg).not.toBe(await (await fetch(jade.image)).text());
  });

  it('answers the rules with the detail; another brand’s promotion is none', async () => {
    const p = await promotionOf('apply', 'jade');
    const detail = await getPromotion(visitor(sandbox, 'jade').client, p.id);
    expect(detail).toMatchObject({ id: p.id, kind: 'apply', status: 'Join', comment: null });
    expect(detail.content).toContain('<ol>');
    expect(await codeOf(getPromotion(visitor(sandbox, 'aurora').client, p.id))).toBe(
      MONEY_CODES.notFound,
    );
  });

  it('shows a member a mechanic as in process, and counts what they can act on', async () => {
    const m = member();
    const list = await getPromotions(m.who.client);
    expect(list.find((p) => p.kind === 'wheel')?.status).toBe('Process');
    const open = list.filter((p) => p.status === 'Join' || p.status === 'Claim').length;
    expect(open).toBe(2 + 1); // the join, the apply and the running claim
    // A mechanic counts while it has something for the member: today's envelope and sign-in, and
    // the free spins not claimed yet.
    expect(await getPromotionCount(m.who.client)).toEqual({ count: open + 3 });
    await joinPromotion(m.who.client, (await promotionOf('join')).id);
    expect(await getPromotionCount(m.who.client)).toEqual({ count: open + 2 });
    await openRedEnvelope(m.who.client);
    expect(await getPromotionCount(m.who.client)).toEqual({ count: open + 1 });
  });
});

describe('join', () => {
  it('moves Join to Joined once; a promotion of another kind takes no join', async () => {
    const m = member();
    const p = await promotionOf('join');
    expect(await joinPromotion(m.who.client, p.id)).toMatchObject({ id: p.id, status: 'Joined' });
    expect((await getPromotion(m.who.client, p.id)).status).toBe('Joined');
    expect(await codeOf(joinPromotion(m.who.client, p.id))).toBe(PROMOTION_CODES.alreadyEntered);
    expect(await codeOf(joinPromotion(m.who.client, (await promotionOf('claim')).id))).toBe(
      PROMOTION_CODES.wrongAction,
    );
    expectConserved(sandbox.db, m);
  });
});

describe('apply', () => {
  it('stores the comment and pictures as Applying; the operator issues it and pays once', async () => {
    const m = member();
    const p = await promotionOf('apply');
    const applied = await applyToPromotion(m.who.client, {
      promotionId: p.id,
      comment: '  Sweet Bonanza, 120x  ',
      images: [png(), jpg()],
    });
    expect(applied).toMatchObject({ status: 'Applying', comment: 'Sweet Bonanza, 120x' });
    const stored = sandbox.db.all<{ t: string }>(
      `SELECT i.media_type AS t FROM promotion_images i JOIN promotion_entries e ON e.id = i.entry_id
       WHERE e.member_id = ? ORDER BY i.position`,
      [m.memberId],
    );
    expect(stored.map((row) => row.t)).toEqual(['image/png', 'image/jpeg']);
    expect(
      await codeOf(
        applyToPromotion(m.who.client, { promotionId: p.id, comment: 'again', images: [] }),
      ),
    ).toBe(PROMOTION_CODES.alreadyEntered);

    const approve = { merchant: 'aurora', username: m.account, promotionId: p.id, approve: true };
    expect((await decide(approve)).body).toMatchObject({ value: { status: 'Issued' } });
    expect(balanceOf(sandbox.db, m.memberId)).toBe(m.opening + p.reward);
    expect((await decide(approve)).status).toBe(409);
    expect(balanceOf(sandbox.db, m.memberId)).toBe(m.opening + p.reward);
    expect((await getPromotion(m.who.client, p.id)).status).toBe('Issued');
    expectConserved(sandbox.db, m);
  });

  it('a rejected application pays nothing', async () => {
    const m = member();
    const p = await promotionOf('apply');
    await applyToPromotion(m.who.client, { promotionId: p.id, comment: 'my win', images: [png()] });
    const entryId = sandbox.db.get<{ id: number }>(
      'SELECT id FROM promotion_entries WHERE member_id = ?',
      [m.memberId],
    )!.id;
    expect((await decide({ entryId, approve: false })).body).toMatchObject({
      value: { status: 'Rejected' },
    });
    expect((await getPromotion(m.who.client, p.id)).status).toBe('Rejected');
    expect(balanceOf(sandbox.db, m.memberId)).toBe(m.opening);
  });

  it.each([
    ['an empty comment', () => ({ comment: '   ', images: [] })],
    ['a comment of 141 characters', () => ({ comment: 'x'.repeat(141), images: [] })],
    ['four images', () => ({ comment: 'wins', images: [png(), png(), jpg(), jpg()] })],
    ['a gif', () => ({ comment: 'wins', images: [gif()] })],
    ['a png of 6 MB', () => ({ comment: 'wins', images: [png(6 * 1024 * 1024)] })],
    [
      'a gif named .png',
      () => ({ comment: 'wins', images: [new File([gif()], 'win.png', { type: 'image/png' })] }),
    ],
  ])('refuses %s, and stores nothing', async (_name, form) => {
    const m = member();
    const p = await promotionOf('apply');
    expect(await codeOf(applyToPromotion(m.who.client, { promotionId: p.id, ...form() }))).toBe(
      PROMOTION_CODES.invalidApplication,
    );
    expect((await getPromotion(m.who.client, p.id)).status).toBe('Join');
  });

  it('takes a comment of exactly 140 characters, counted as characters', async () => {
    const m = member();
    const p = await promotionOf('apply');
    const comment = '🎰'.repeat(140);
    expect(
      await applyToPromotion(m.who.client, { promotionId: p.id, comment, images: [] }),
    ).toMatchObject({ status: 'Applying', comment });
  });
});

describe('claim', () => {
  it('pays the reward once: Claim becomes Claimed, a second claim is refused', async () => {
    const m = member();
    const p = await promotionOf('claim');
    expect(p.reward).toBeGreaterThan(0);
    expect(await claimPromotion(m.who.client, p.id)).toEqual({
      amount: p.reward,
      balance: m.opening + p.reward,
    });
    expect((await getPromotion(m.who.client, p.id)).status).toBe('Claimed');
    expect(await codeOf(claimPromotion(m.who.client, p.id))).toBe(CLAIM_CODES.alreadyClaimed);
    expect(balanceOf(sandbox.db, m.memberId)).toBe(m.opening + p.reward);
    expectConserved(sandbox.db, m);
  });

  it('pays once when many claims arrive at once', async () => {
    const m = member();
    const p = await promotionOf('claim');
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, () => claimPromotion(m.who.client, p.id)),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const o of outcomes) {
      if (o.status === 'rejected') {
        expect(
          isApiError(o.reason) && o.reason.failure.kind === 'server' && o.reason.failure.code,
        ).toBe(CLAIM_CODES.alreadyClaimed);
      }
    }
    expect(balanceOf(sandbox.db, m.memberId)).toBe(m.opening + p.reward);
    expectConserved(sandbox.db, m);
  });

  it('refuses a promotion outside its period', async () => {
    const m = member();
    const ended = await promotionOf('claim', 'aurora', false);
    expect(await codeOf(claimPromotion(m.who.client, ended.id))).toBe(
      PROMOTION_CODES.promotionClosed,
    );
    expect(balanceOf(sandbox.db, m.memberId)).toBe(m.opening);
  });
});

describe('who may act', () => {
  it('refuses a visitor every action', async () => {
    const who = visitor(sandbox);
    const [join, apply, claim] = await Promise.all([
      promotionOf('join'),
      promotionOf('apply'),
      promotionOf('claim'),
    ]);
    expect(await codeOf(joinPromotion(who.client, join.id))).toBe('sessionExpired');
    expect(
      await codeOf(
        applyToPromotion(who.client, { promotionId: apply.id, comment: 'x', images: [] }),
      ),
    ).toBe('sessionExpired');
    expect(await codeOf(claimPromotion(who.client, claim.id))).toBe('sessionExpired');
  });

  it('tells a trial account to register, and shows it what a visitor sees', async () => {
    const trial = member({ type: 4 });
    const claim = await promotionOf('claim');
    expect(await codeOf(claimPromotion(trial.who.client, claim.id))).toBe(MONEY_CODES.trialAccount);
    expect(await codeOf(joinPromotion(trial.who.client, (await promotionOf('join')).id))).toBe(
      MONEY_CODES.trialAccount,
    );
    const list = await getPromotions(trial.who.client);
    expect(list.find((p) => p.kind === 'wheel')?.status).toBe('Join');
    expect(balanceOf(sandbox.db, trial.memberId)).toBe(trial.opening);
  });

  it('offers a member on a break nothing, and refuses them every action', async () => {
    const m = member();
    // The second line of defence: a break on record with a token that somehow survived.
    sandbox.db.run(
      `INSERT INTO protection_breaks (member_id, kind, started_at, until) VALUES (?, 'timeOut', ?, ?)`,
      [m.memberId, sandbox.clock.now, sandbox.clock.now + DAY],
    );
    const list = await getPromotions(m.who.client);
    expect(list.every((p) => p.status === 'Close')).toBe(true);
    expect(await getPromotionCount(m.who.client)).toEqual({ count: 0 });
    const claim = await promotionOf('claim');
    expect(await codeOf(claimPromotion(m.who.client, claim.id))).toBe(
      PROTECTION_CODES.accountBreak,
    );
    expect(await codeOf(joinPromotion(m.who.client, (await promotionOf('join')).id))).toBe(
      PROTECTION_CODES.accountBreak,
    );
    expect(balanceOf(sandbox.db, m.memberId)).toBe(m.opening);
  });
});
