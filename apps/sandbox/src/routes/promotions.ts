import { Hono } from 'hono';
import type { Context } from 'hono';
import {
  APPLICATION_COMMENT_MAX,
  PROMOTION_CODES,
  paths,
  promotionClaimRequestSchema,
  promotionDetailQuerySchema,
  promotionListQuerySchema,
} from '@lobby/api';
import type { Promotion, PromotionDetail } from '@lobby/api';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Services } from '../context';
import { assetUrl } from '../http/assetUrl';
import { ApiError, ok, readJson } from '../http/envelope';
import { readImageForm } from '../http/imageForm';
import { merchant } from '../http/merchant';
import { readQuery } from '../http/query';
import { sessionOf } from '../http/session';
import type { SessionEnv } from '../http/session';
import { mechanicAvailable } from '../mechanics/available';
import { refuseOnBreak } from '../protection/breaks';
import { promotionArtPath } from '../promotions/art';
import { PromotionRefusal } from '../promotions/refusal';
import type { PromotionRefusalReason } from '../promotions/refusal';
import { applyToPromotion, claimPromotion, joinPromotion } from '../promotions/rules';
import type { ApplicationImage, MemberAction } from '../promotions/rules';
import { isActionable, statusOf } from '../promotions/status';
import type { Viewer } from '../promotions/status';
import { entriesOf, findPromotion, listPromotions } from '../promotions/store';
import type { EntryRow, PromotionRow } from '../promotions/store';
import { findMemberById, TRIAL_TYPE } from '../store/members';
import { runningBreakOf } from '../store/protectionBreaks';
import { memberOnly } from './money';

const relay = (path: string): string => path.replace(/^\/wps\/relay/, '');
const iso = (ms: number): string => new Date(ms).toISOString();

// A second entry answers 409 Conflict: the request was fine, the state has moved on.
const STATUS_OF: Readonly<Record<PromotionRefusalReason, ContentfulStatusCode>> = {
  invalidApplication: 400,
  promotionClosed: 400,
  wrongAction: 400,
  alreadyEntered: 409,
  alreadyClaimed: 409,
  alreadyDecided: 409,
  notFound: 404,
};

/** Runs a promotion rule, turning its refusal into the contract's answer. */
export function promotionRule<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (!(error instanceof PromotionRefusal)) throw error;
    throw new ApiError(STATUS_OF[error.reason], error.message, error.code);
  }
}

/**
 * `/wps/relay/PROMOTION_*`: the list and the detail answer anyone (with a member's token the
 * statuses are theirs); join, apply and claim are a member's only (no trial account, the member
 * centre on), and refused to a member on a time-out or self-exclusion (issue 30).
 */
export function promotionRelayRoutes(services: Services) {
  const { db, now, origin } = services;
  const routes = new Hono<SessionEnv>();
  const brand = merchant(db);
  const actions = [...memberOnly(services), refuseOnBreak(services)] as const;

  /** Who asks: a member by a valid token (not a trial account, which sees what a visitor sees). */
  const viewerOf = (c: Context<SessionEnv>, at: number): { viewer: Viewer; memberId?: number } => {
    const session = sessionOf(c, services);
    if (!session || findMemberById(db, session.memberId)?.type === TRIAL_TYPE) {
      return { viewer: { kind: 'visitor' } };
    }
    const onBreak = runningBreakOf(db, session.memberId, at) !== undefined;
    return { viewer: { kind: 'member', onBreak }, memberId: session.memberId };
  };

  const entries = (memberId: number | undefined): Map<number, EntryRow> =>
    memberId === undefined ? new Map<number, EntryRow>() : entriesOf(db, memberId);

  const out = (
    row: PromotionRow,
    entry: EntryRow | undefined,
    viewer: Viewer,
    at: number,
  ): Promotion => ({
    id: row.id,
    category: row.category,
    kind: row.kind,
    title: row.title,
    summary: row.summary,
    image: assetUrl(origin, promotionArtPath(row.id)),
    reward: row.reward,
    status: statusOf(row, entry, viewer, at),
    startTime: iso(row.startsAt),
    endTime: iso(row.endsAt),
  });

  const detailOut = (
    row: PromotionRow,
    memberId: number | undefined,
    viewer: Viewer,
    at: number,
  ): PromotionDetail => {
    const entry = entries(memberId).get(row.id);
    return {
      ...out(row, entry, viewer, at),
      content: row.content,
      comment: entry?.comment ?? null,
    };
  };

  const action = (c: Context<SessionEnv>, promotionId: number): MemberAction => ({
    memberId: c.var.session.memberId,
    merchant: c.var.merchant.code,
    promotionId,
    now: now(),
  });

  /** The promotion after the member's action, as the detail shows it. */
  const after = (done: MemberAction): PromotionDetail => {
    const row = findPromotion(db, done.merchant, done.promotionId)!;
    return detailOut(row, done.memberId, { kind: 'member', onBreak: false }, done.now);
  };

  routes.get(relay(paths.promotionList), brand, (c) => {
    const { category } = readQuery(c, promotionListQuerySchema);
    const at = now();
    const { viewer, memberId } = viewerOf(c, at);
    const mine = entries(memberId);
    const list = listPromotions(db, c.var.merchant.code, category).map((row) =>
      out(row, mine.get(row.id), viewer, at),
    );
    return ok(c, list);
  });

  routes.get(relay(paths.promotionDetail), brand, (c) => {
    const { id } = readQuery(c, promotionDetailQuerySchema);
    const row = findPromotion(db, c.var.merchant.code, id);
    if (!row) throw promotionRuleError(new PromotionRefusal('notFound', 'No such promotion'));
    const at = now();
    const { viewer, memberId } = viewerOf(c, at);
    return ok(c, detailOut(row, memberId, viewer, at));
  });

  routes.post(relay(paths.promotionJoin), brand, ...actions, async (c) => {
    const { promotionId } = await readJson(c, promotionClaimRequestSchema);
    const done = action(c, promotionId);
    promotionRule(() => joinPromotion(db, done));
    return ok(c, after(done));
  });

  routes.post(relay(paths.promotionApply), brand, ...actions, async (c) => {
    const application = await readApplication(c);
    const done = action(c, application.promotionId);
    promotionRule(() => applyToPromotion(db, done, application));
    return ok(c, after(done));
  });

  routes.post(relay(paths.promotionClaim), brand, ...actions, async (c) => {
    const { promotionId } = await readJson(c, promotionClaimRequestSchema);
    return ok(
      c,
      promotionRule(() => claimPromotion(db, action(c, promotionId))),
    );
  });

  routes.get(relay(paths.promotionCount), brand, ...memberOnly(services), (c) => {
    const at = now();
    const memberId = c.var.session.memberId;
    const onBreak = runningBreakOf(db, memberId, at) !== undefined;
    const mine = entries(memberId);
    // A mechanic's promotion shows Process to a member; it counts while its mechanic has something
    // for them (an envelope unopened today, a spin owned...).
    const count = listPromotions(db, c.var.merchant.code).filter((row) => {
      const status = statusOf(row, mine.get(row.id), { kind: 'member', onBreak }, at);
      if (isActionable(status)) return true;
      return (
        status === 'Process' &&
        mechanicAvailable(db, { memberId, merchant: c.var.merchant.code, now: at }, row)
      );
    }).length;
    return ok(c, { count });
  });

  return routes;
}

function promotionRuleError(refusal: PromotionRefusal): ApiError {
  return new ApiError(STATUS_OF[refusal.reason], refusal.message, refusal.code);
}

function invalidApplication(message: string): ApiError {
  return new ApiError(400, message, PROMOTION_CODES.invalidApplication);
}

/** The application form: `promotionId`, `comment` (1-140 characters) and 0-3 `images`. */
async function readApplication(
  c: Context,
): Promise<{ promotionId: number; comment: string; images: ApplicationImage[] }> {
  const { id, comment, images } = await readImageForm(c, {
    idField: 'promotionId',
    idName: 'a promotion id',
    commentMax: APPLICATION_COMMENT_MAX,
    commentHint: 'say what you apply for',
    minImages: 0,
    refuse: invalidApplication,
  });
  return { promotionId: id, comment, images };
}
