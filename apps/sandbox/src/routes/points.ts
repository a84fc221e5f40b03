import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  MONEY_PAGE_SIZE,
  paths,
  pointsConvertRequestSchema,
  pointsDetailQuerySchema,
  pointsRedeemRequestSchema,
  redeemListQuerySchema,
} from '@lobby/api';
import type { MallItem, PointsTransaction, RedeemEntry } from '@lobby/api';
import type { Services } from '../context';
import { assetUrl } from '../http/assetUrl';
import { ApiError, ok } from '../http/envelope';
import { merchant } from '../http/merchant';
import { readQuery } from '../http/query';
import { readSealed } from '../http/sealed';
import type { SessionEnv } from '../http/session';
import { listPoints, pointsOf } from '../points/ledger';
import { convertToMoney, itemsOf, listRedeems, ratioOf, redeemItem } from '../points/mall';
import type { RedeemRow } from '../points/mall';
import { PointsRefusal } from '../points/refusal';
import type { PointsRefusalReason } from '../points/refusal';
import { CONVERT_STEP, EARN_RATES, MIN_CONVERT } from '../points/rules';
import { refuseOnBreak } from '../protection/breaks';
import { checkPaymentPassword } from '../wallet/paymentPassword';
import { memberOnly, money } from './money';

const relay = (path: string): string => path.replace(/^\/wps\/relay/, '');
const iso = (ms: number): string => new Date(ms).toISOString();

const STATUS_OF: Readonly<Record<PointsRefusalReason, ContentfulStatusCode>> = {
  notEnoughPoints: 400,
  outOfStock: 409,
  notFound: 404,
  amountOutOfRange: 400,
  illegalTransition: 409,
};

/** Runs a points rule (and the money rules it calls), turning a refusal into the contract's answer. */
export async function pointsRule<T>(run: () => T | Promise<T>): Promise<T> {
  return money(async () => {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof PointsRefusal)) throw error;
      throw new ApiError(STATUS_OF[error.reason], error.message, error.code);
    }
  });
}

export function redeemOut(row: RedeemRow): RedeemEntry {
  return {
    id: row.id,
    itemId: row.itemId,
    itemName: row.itemName,
    quantity: row.quantity,
    points: row.points,
    status: row.status,
    createdAt: iso(row.createdAt),
    decidedAt: row.decidedAt === null ? null : iso(row.decidedAt),
  };
}

function paging(query: { page?: number | undefined; pageSize?: number | undefined }) {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? MONEY_PAGE_SIZE;
  return { page, pageSize, limit: pageSize, offset: (page - 1) * pageSize };
}

function pageOf<T>(list: T[], total: number, page: number, pageSize: number) {
  return { list, page, pageSize, total, totalPage: Math.ceil(total / pageSize) };
}

/**
 * `/wps/relay/POINTS_*` (issue 27). The rules and the items answer anyone (a visitor browses the
 * mall); the member's points, history, redeems and conversions answer a member only (no trial
 * account), and a redeem or conversion is refused on a time-out or self-exclusion. The points mall
 * is not part of the member centre, so its switch does not apply.
 */
export function pointsRelayRoutes(services: Services) {
  const { db, now, origin } = services;
  const routes = new Hono<SessionEnv>();
  const [session, notTrial] = memberOnly(services);
  const guard = [session, notTrial] as const;
  const spends = [...guard, refuseOnBreak(services)] as const;
  const brand = merchant(db);
  const pictureBase = assetUrl(origin, '/sandbox-assets/mall/');

  routes.get(relay(paths.pointsConfig), brand, (c) =>
    ok(c, {
      ratio: ratioOf(db, c.var.merchant.code),
      minConvert: MIN_CONVERT,
      convertStep: CONVERT_STEP,
      earnRates: EARN_RATES,
    }),
  );

  routes.get(relay(paths.pointsItems), brand, (c) => {
    const items: MallItem[] = itemsOf(db, c.var.merchant.code).map((item) => ({
      id: item.id,
      name: item.name,
      picture: `${pictureBase}${item.id}.svg`,
      cost: item.cost,
      stock: item.stock,
    }));
    return ok(c, items);
  });

  routes.get(relay(paths.pointsBalance), brand, ...guard, (c) =>
    ok(c, { points: pointsOf(db, c.var.session.memberId) }),
  );

  routes.get(relay(paths.pointsDetail), brand, ...guard, (c) => {
    const query = readQuery(c, pointsDetailQuerySchema);
    const page = paging(query);
    const { rows, total } = listPoints(db, {
      memberId: c.var.session.memberId,
      earnType: query.earnType,
      limit: page.limit,
      offset: page.offset,
    });
    const list: PointsTransaction[] = rows.map((row) => ({
      id: row.id,
      earnType: row.earnType,
      points: row.points,
      balanceAfter: row.balanceAfter,
      reference: row.refId,
      createdAt: iso(row.createdAt),
    }));
    return ok(c, pageOf(list, total, page.page, page.pageSize));
  });

  routes.get(relay(paths.pointsRedeemList), brand, ...guard, (c) => {
    const page = paging(readQuery(c, redeemListQuerySchema));
    const { rows, total } = listRedeems(db, c.var.session.memberId, page.limit, page.offset);
    return ok(c, pageOf(rows.map(redeemOut), total, page.page, page.pageSize));
  });

  routes.post(relay(paths.pointsRedeem), brand, ...spends, async (c) => {
    const request = await readSealed(c, services, pointsRedeemRequestSchema);
    const memberId = c.var.session.memberId;
    const row = await pointsRule(async () => {
      await checkPaymentPassword(db, memberId, request.paymentPassword, now);
      return redeemItem(db, {
        memberId,
        merchant: c.var.merchant.code,
        itemId: request.itemId,
        quantity: request.quantity,
        now: now(),
      });
    });
    return ok(c, redeemOut(row));
  });

  routes.post(relay(paths.pointsConvert), brand, ...spends, async (c) => {
    const request = await readSealed(c, services, pointsConvertRequestSchema);
    const memberId = c.var.session.memberId;
    const converted = await pointsRule(async () => {
      await checkPaymentPassword(db, memberId, request.paymentPassword, now);
      return convertToMoney(db, {
        memberId,
        merchant: c.var.merchant.code,
        points: request.points,
        now: now(),
      });
    });
    return ok(c, converted);
  });

  return routes;
}
