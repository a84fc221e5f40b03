import { Hono } from 'hono';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import {
  MONEY_CODES,
  MONEY_PAGE_SIZE,
  PROOF_COMMENT_MAX,
  depositCreateRequestSchema,
  depositListQuerySchema,
  payeeAddRequestSchema,
  payeeRemoveRequestSchema,
  paths,
  transactionListQuerySchema,
  uplineTransferRequestSchema,
  walletTransferRequestSchema,
  withdrawCreateRequestSchema,
  withdrawListQuerySchema,
  withdrawReceivedRequestSchema,
} from '@lobby/api';
import type {
  Deposit,
  DepositMethod,
  Payee,
  Transaction,
  TransactionType,
  Withdrawal,
} from '@lobby/api';
import { IMAGE_UPLOAD_LIMITS } from '@lobby/core';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Services } from '../context';
import { ApiError, ok, readJson } from '../http/envelope';
import { requireFeature } from '../http/guards';
import { readImageForm } from '../http/imageForm';
import { merchant } from '../http/merchant';
import { limitApiError } from '../http/protectionRefusal';
import { readQuery } from '../http/query';
import { readSealed } from '../http/sealed';
import { refuseOnBreak } from '../protection/breaks';
import { requireSession } from '../http/session';
import type { SessionEnv } from '../http/session';
import { findMemberById, TRIAL_TYPE } from '../store/members';
import {
  depositMethodsOf,
  listDeposits,
  listPayees,
  listRecords,
  listWithdrawals,
} from '../store/money';
import type { DepositRow, PayeeRow, WithdrawalRow } from '../store/money';
import {
  addPayee,
  createDeposit,
  createWithdrawal,
  moveBetweenWallets,
  removePayee,
  settleDue,
  stepWithdrawal,
  transferToUpline,
  withdrawLimits,
} from '../wallet/money';
import type { Proof } from '../wallet/money';
import { checkPaymentPassword, hasPaymentPassword } from '../wallet/paymentPassword';
import { MoneyRefusal } from '../wallet/refusal';
import type { RefusalReason } from '../wallet/refusal';

const relay = (path: string): string => path.replace(/^\/wps\/relay/, '');

const STATUS_OF: Readonly<Record<RefusalReason, ContentfulStatusCode>> = {
  insufficientBalance: 400,
  amountOutOfRange: 400,
  paymentPasswordNotSet: 400,
  paymentPasswordWrong: 400,
  oldPaymentPasswordRequired: 400,
  paymentPasswordLocked: 403,
  noUpline: 400,
  tooManyPayees: 400,
  payeeExists: 400,
  notFound: 404,
  illegalTransition: 409,
  invalidProof: 400,
  trialAccount: 403,
};

/** A money rule's refusal as the envelope the contract gives it; anything else is rethrown. */
export function asApiError(error: unknown): unknown {
  // protection: a deposit over a deposit limit, or in a session past its time limit
  if (!(error instanceof MoneyRefusal)) return limitApiError(error);
  return new ApiError(STATUS_OF[error.reason], error.message, error.code, {
    ...(error.retryAfterSeconds === undefined
      ? {}
      : { headers: { 'Retry-After': String(error.retryAfterSeconds) } }),
  });
}

/** Runs a money rule, turning its refusal into the contract's answer. */
export async function money<T>(run: () => T | Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw asApiError(error);
  }
}

/**
 * The session, and no trial account (doc 2 §5, §6: a trial account is told to register before any
 * member-centre call).
 */
export function memberOnly(services: Pick<Services, 'db' | 'now'>) {
  const session = requireSession(services);
  const notTrial = createMiddleware<SessionEnv>(async (c, next) => {
    if (findMemberById(services.db, c.var.session.memberId)?.type === TRIAL_TYPE) {
      throw new ApiError(403, 'please register a member account first', MONEY_CODES.trialAccount);
    }
    await next();
  });
  // The member centre's calls answer only where the brand has switched the member centre on.
  const memberCentreOn = createMiddleware<SessionEnv>(async (c, next) => {
    requireFeature(services.db, c.var.merchant.code, 'MEMBERCENTER3', 'The member centre');
    await next();
  });
  return [session, notTrial, memberCentreOn] as const;
}

const iso = (ms: number): string => new Date(ms).toISOString();
const isoOrNull = (ms: number | null): string | null => (ms === null ? null : iso(ms));
const masked = (number: string): string =>
  `${'*'.repeat(Math.max(0, number.length - 4))}${number.slice(-4)}`;

export function depositOut(row: DepositRow): Deposit {
  return {
    id: row.id,
    methodId: row.methodId,
    amount: row.amount,
    status: row.status,
    createdAt: iso(row.createdAt),
    settledAt: isoOrNull(row.settledAt),
  };
}

function payeeOut(row: PayeeRow): Payee {
  return {
    id: row.id,
    bankName: row.bankName,
    accountName: row.accountName,
    maskedAccountNumber: masked(row.accountNumber),
    createdAt: iso(row.createdAt),
  };
}

export function withdrawalOut(row: WithdrawalRow): Withdrawal {
  return {
    id: row.id,
    status: row.status,
    amount: row.amount,
    payee: {
      id: row.payeeId,
      bankName: row.bankName,
      accountName: row.accountName,
      maskedAccountNumber: masked(row.accountNumber),
    },
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    disbursedAt: isoOrNull(row.disbursedAt),
    confirmedAt: isoOrNull(row.confirmedAt),
    confirmMinutes: withdrawLimits().confirmMinutes,
    confirmBy: row.status === 'disbursed' ? isoOrNull(row.confirmBy) : null,
    comment: row.comment,
    proofCount: row.proofCount,
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

const DAY_MS = 24 * 60 * 60 * 1000;
// The most a not-received confirmation may carry: three images and the form around them.
export const PROOF_BODY_MAX_BYTES =
  IMAGE_UPLOAD_LIMITS.maxFiles * IMAGE_UPLOAD_LIMITS.maxBytes + 64 * 1024;

/** `/wps/relay/*` calls of money in and out (token, no trial accounts). */
export function moneyRelayRoutes(services: Services) {
  const { db, now } = services;
  const routes = new Hono<SessionEnv>();
  const guard = memberOnly(services);
  // The calls that move money also refuse a member on a time-out or self-exclusion (issue 30).
  const moves = [...guard, refuseOnBreak(services)] as const;
  const brand = merchant(db);

  routes.post(relay(paths.walletTransfer), brand, ...moves, async (c) => {
    const request = await readJson(c, walletTransferRequestSchema);
    const wallets = await money(() =>
      moveBetweenWallets(db, {
        memberId: c.var.session.memberId,
        merchant: c.var.merchant.code,
        ...request,
        now: now(),
      }),
    );
    return ok(c, wallets);
  });

  routes.get(relay(paths.depositMethods), brand, ...guard, (c) => {
    const methods: DepositMethod[] = depositMethodsOf(db, c.var.merchant.code).map((m) => ({
      id: m.id,
      kind: m.kind,
      name: m.name,
      min: m.min,
      max: m.max,
      presets: m.presets,
      ...(m.qrPayload === null ? {} : { qrPayload: m.qrPayload }),
    }));
    return ok(c, {
      methods,
      withdraw: withdrawLimits(),
      hasPaymentPassword: hasPaymentPassword(db, c.var.session.memberId),
    });
  });

  routes.post(relay(paths.depositCreate), brand, ...moves, async (c) => {
    const request = await readJson(c, depositCreateRequestSchema);
    const deposit = await money(() =>
      createDeposit(
        db,
        {
          memberId: c.var.session.memberId,
          merchant: c.var.merchant.code,
          ...request,
          now: now(),
          sessionStartedAt: c.var.session.createdAt,
        },
        services.money.depositDelayMs,
      ),
    );
    return ok(c, depositOut(deposit));
  });

  routes.get(relay(paths.depositList), brand, ...guard, (c) => {
    const query = paging(readQuery(c, depositListQuerySchema));
    settleDue(db, now());
    const { rows, total } = listDeposits(db, c.var.session.memberId, query.limit, query.offset);
    return ok(c, pageOf(rows.map(depositOut), total, query.page, query.pageSize));
  });

  routes.get(relay(paths.payeeList), brand, ...guard, (c) =>
    ok(c, listPayees(db, c.var.session.memberId).map(payeeOut)),
  );

  routes.post(relay(paths.payeeAdd), brand, ...guard, async (c) => {
    const request = await readJson(c, payeeAddRequestSchema);
    const payee = await money(() =>
      addPayee(db, { memberId: c.var.session.memberId, ...request, now: now() }),
    );
    return ok(c, payeeOut(payee));
  });

  routes.post(relay(paths.payeeRemove), brand, ...guard, async (c) => {
    const { id } = await readJson(c, payeeRemoveRequestSchema);
    await money(() => removePayee(db, c.var.session.memberId, id));
    return ok(c, null);
  });

  routes.post(relay(paths.withdrawCreate), brand, ...moves, async (c) => {
    const request = await readSealed(c, services, withdrawCreateRequestSchema);
    const memberId = c.var.session.memberId;
    const withdrawal = await money(async () => {
      await checkPaymentPassword(db, memberId, request.paymentPassword, now);
      return createWithdrawal(db, {
        memberId,
        payeeId: request.payeeId,
        amount: request.amount,
        now: now(),
      });
    });
    return ok(c, withdrawalOut(withdrawal));
  });

  routes.post(relay(paths.withdrawConfirm), brand, ...guard, async (c) => {
    const memberId = c.var.session.memberId;
    const type = c.req.header('content-type') ?? '';
    if (/^multipart\/form-data\s*;/i.test(type)) {
      const { id, comment, proofs } = await readProof(c);
      const withdrawal = await money(() =>
        stepWithdrawal(db, id, 'notReceived', { now: now(), memberId, comment, proofs }),
      );
      return ok(c, withdrawalOut(withdrawal));
    }
    const { id } = await readJson(c, withdrawReceivedRequestSchema);
    const withdrawal = await money(() =>
      stepWithdrawal(db, id, 'received', { now: now(), memberId }),
    );
    return ok(c, withdrawalOut(withdrawal));
  });

  routes.get(relay(paths.withdrawList), brand, ...guard, (c) => {
    const query = paging(readQuery(c, withdrawListQuerySchema));
    settleDue(db, now());
    const { rows, total } = listWithdrawals(db, c.var.session.memberId, query.limit, query.offset);
    return ok(c, pageOf(rows.map(withdrawalOut), total, query.page, query.pageSize));
  });

  routes.post(relay(paths.transferUpline), brand, ...moves, async (c) => {
    const request = await readSealed(c, services, uplineTransferRequestSchema);
    const memberId = c.var.session.memberId;
    const result = await money(async () => {
      await checkPaymentPassword(db, memberId, request.paymentPassword, now);
      return transferToUpline(db, { memberId, amount: request.amount, now: now() });
    });
    return ok(c, result);
  });

  routes.get(relay(paths.transactionList), brand, ...guard, (c) => {
    const query = readQuery(c, transactionListQuerySchema);
    const from = query.from === undefined ? 0 : Date.parse(`${query.from}T00:00:00Z`);
    const to =
      query.to === undefined
        ? Number.MAX_SAFE_INTEGER
        : Date.parse(`${query.to}T00:00:00Z`) + DAY_MS;
    if (from >= to) throw new ApiError(400, 'Invalid to: must not be before from');
    const page = paging(query);
    settleDue(db, now());
    const { rows, total } = listRecords(db, {
      memberId: c.var.session.memberId,
      from,
      to,
      type: query.type,
      limit: page.limit,
      offset: page.offset,
    });
    const list: Transaction[] = rows.map((row) => ({
      id: row.id,
      type: row.type as TransactionType,
      status: row.status,
      amount: row.amount,
      balanceAfter: row.balanceAfter,
      createdAt: iso(row.createdAt),
    }));
    return ok(c, pageOf(list, total, page.page, page.pageSize));
  });

  return routes;
}

function invalidProof(message: string): ApiError {
  return new ApiError(400, message, MONEY_CODES.invalidProof);
}

/** The not-received form: `id`, `comment` (1-140 characters) and 1-3 PNG or JPEG `images`. */
async function readProof(c: Context): Promise<{ id: number; comment: string; proofs: Proof[] }> {
  const { id, comment, images } = await readImageForm(c, {
    idField: 'id',
    idName: 'a withdrawal id',
    commentMax: PROOF_COMMENT_MAX,
    commentHint: 'say what happened',
    minImages: 1,
    refuse: invalidProof,
  });
  return { id, comment, proofs: images };
}
