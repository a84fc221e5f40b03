import * as v from 'valibot';
import {
  MAIN_WALLET,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  WITHDRAWAL_STATUSES,
  type TransactionType,
  type WithdrawalStatus,
} from '@lobby/core';
import { envelopeSchema } from '../envelope';
import {
  emptyValueSchema,
  intParam,
  minorUnitsSchema,
  nonNegativeIntSchema,
  nonNegativeMinorUnitsSchema,
  pageSchema,
  positiveIntSchema,
} from './common';

/*
 * Money in and out (the member centre's wallet, deposit, withdrawal, transfer to upline and account
 * record; doc 2 §2.3, §3.6, §4.5, §4.7). Every amount is integer minor units; times are ISO 8601
 * strings in UTC.
 */

/**
 * Why a money call was refused, as the `code` of the failure envelope; the message says it in
 * words. The site shows its own translated text for each code (its error catalogue).
 */
export const MONEY_CODES = {
  /** The main wallet (or the vendor wallet moved from) holds less than the amount. */
  insufficientBalance: 'INSUFFICIENT_BALANCE',
  /** The amount is outside the method's (or the withdrawal's) min and max; the message names them. */
  amountOutOfRange: 'AMOUNT_OUT_OF_RANGE',
  /** A withdrawal or a transfer before the member has set a payment password. */
  paymentPasswordNotSet: 'PAYMENT_PASSWORD_NOT_SET',
  /** The payment password (or, at a change, the old one) is wrong. */
  paymentPasswordWrong: 'PAYMENT_PASSWORD_WRONG',
  /** Changing the payment password needs the current one. */
  oldPaymentPasswordRequired: 'OLD_PAYMENT_PASSWORD_REQUIRED',
  /** 403 with Retry-After: five wrong payment passwords in 15 minutes; the message says how long. */
  paymentPasswordLocked: 'PAYMENT_PASSWORD_LOCKED',
  /** The member has no upline to transfer to. */
  noUpline: 'NO_UPLINE',
  /** Already MAX_PAYEES payees. */
  tooManyPayees: 'TOO_MANY_PAYEES',
  /** The member already has a payee with that account number. */
  payeeExists: 'PAYEE_EXISTS',
  /** No payee, deposit method, deposit, withdrawal or wallet of that id for this member. */
  notFound: 'NOT_FOUND',
  /** The withdrawal is not in a state that allows the step (a confirmation already made, say). */
  illegalTransition: 'ILLEGAL_TRANSITION',
  /** A not-received confirmation's proof: images, their type, size or count, or the comment. */
  invalidProof: 'INVALID_PROOF',
  /** A trial (free-play) account: "please register a member account first". */
  trialAccount: 'TRIAL_ACCOUNT',
} as const;
export type MoneyCode = (typeof MONEY_CODES)[keyof typeof MONEY_CODES];

const isoTimeSchema = v.string();
const idSchema = positiveIntSchema;
/** A payment password: six digits (doc 2 §5, digits only). */
export const paymentPasswordSchema = v.pipe(v.string(), v.regex(/^\d{6}$/, 'must be six digits'));
/** An amount a member moves: positive minor units. */
export const amountSchema = v.pipe(minorUnitsSchema, v.minValue(1, 'must be positive'));

// --- wallets ---

export { MAIN_WALLET };

export const vendorWalletSchema = v.object({
  /** The vendor code (`vassalage`). */
  vendor: v.string(),
  name: v.string(),
  balance: nonNegativeMinorUnitsSchema,
});
export type VendorWallet = v.InferOutput<typeof vendorWalletSchema>;

/** `GET /wps/v2/wallets`: the main wallet and, unless the merchant runs one wallet, the vendors'. */
export const walletListSchema = v.object({
  isSingle: v.boolean(),
  /** The main wallet. */
  balance: nonNegativeMinorUnitsSchema,
  /** Main plus every vendor wallet. */
  sumBalance: nonNegativeMinorUnitsSchema,
  /** Empty when `isSingle`. */
  wallets: v.array(vendorWalletSchema),
});
export type WalletList = v.InferOutput<typeof walletListSchema>;
export const walletListResponseSchema = envelopeSchema(walletListSchema);

const walletNameSchema = v.pipe(
  v.string(),
  v.regex(/^[A-Z0-9_]{1,32}$/, 'must be MAIN or a vendor code'),
);

/** `POST /wps/relay/WALLET_transfer`: main to a vendor wallet or back; exactly one side is MAIN. */
export const walletTransferRequestSchema = v.pipe(
  v.object({ from: walletNameSchema, to: walletNameSchema, amount: amountSchema }),
  v.check(
    (r) => (r.from === MAIN_WALLET) !== (r.to === MAIN_WALLET),
    'one side must be MAIN and the other a vendor wallet',
  ),
);
export type WalletTransferRequest = v.InferOutput<typeof walletTransferRequestSchema>;
export const walletTransferResponseSchema = envelopeSchema(walletListSchema);

// --- payment password ---

/** `POST /wps/member/paymentPassword` (encrypted): sets it, or changes it with the old one. */
export const paymentPasswordRequestSchema = v.object({
  password: paymentPasswordSchema,
  oldPassword: v.optional(v.pipe(v.string(), v.maxLength(64))),
});
export type PaymentPasswordRequest = v.InferOutput<typeof paymentPasswordRequestSchema>;
export const paymentPasswordResponseSchema = envelopeSchema(emptyValueSchema);

// --- login history ---

export const loginRecordSchema = v.object({
  at: isoTimeSchema,
  ip: v.string(),
  /** The `Device` header of the login (WEB). */
  device: v.string(),
});
export type LoginRecord = v.InferOutput<typeof loginRecordSchema>;
/** `GET /wps/member/loginHistory`: the last 20 logins, newest first. */
export const loginHistorySchema = v.array(loginRecordSchema);
export const loginHistoryResponseSchema = envelopeSchema(loginHistorySchema);

// --- deposit ---

export const DEPOSIT_METHOD_KINDS = ['bank', 'ewallet', 'qr'] as const;
export type DepositMethodKind = (typeof DEPOSIT_METHOD_KINDS)[number];
export const DEPOSIT_STATUSES = ['pending', 'credited', 'failed'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export const depositMethodSchema = v.object({
  id: idSchema,
  kind: v.picklist(DEPOSIT_METHOD_KINDS),
  name: v.string(),
  min: amountSchema,
  max: amountSchema,
  /** Amounts offered as buttons, within [min, max]. */
  presets: v.array(amountSchema),
  /** The QR method's payload, for the site to draw as a QR code; absent for the others. */
  qrPayload: v.optional(v.string()),
});
export type DepositMethod = v.InferOutput<typeof depositMethodSchema>;

export const withdrawLimitsSchema = v.object({
  min: amountSchema,
  max: amountSchema,
  /** Minutes a member has to confirm a disbursed withdrawal; the `{0}` of the spec's text. */
  confirmMinutes: positiveIntSchema,
  maxPayees: positiveIntSchema,
});
export type WithdrawLimits = v.InferOutput<typeof withdrawLimitsSchema>;

/** `GET /wps/relay/DEPOSIT_methods`: the brand's methods, and the withdrawal limits beside them. */
export const depositMethodsSchema = v.object({
  methods: v.array(depositMethodSchema),
  withdraw: withdrawLimitsSchema,
  hasPaymentPassword: v.boolean(),
});
export type DepositMethods = v.InferOutput<typeof depositMethodsSchema>;
export const depositMethodsResponseSchema = envelopeSchema(depositMethodsSchema);

export const depositCreateRequestSchema = v.object({ methodId: idSchema, amount: amountSchema });
export type DepositCreateRequest = v.InferOutput<typeof depositCreateRequestSchema>;

export const depositSchema = v.object({
  id: idSchema,
  methodId: idSchema,
  amount: amountSchema,
  status: v.picklist(DEPOSIT_STATUSES),
  createdAt: isoTimeSchema,
  /** When it was credited or failed; null while pending. */
  settledAt: v.nullable(isoTimeSchema),
});
export type Deposit = v.InferOutput<typeof depositSchema>;
export const depositResponseSchema = envelopeSchema(depositSchema);

/** Paging of the member centre's lists: page from 1, 10 a page by default, at most 50. */
export const MONEY_PAGE_SIZE = 10;
export const MONEY_MAX_PAGE_SIZE = 50;
const moneyPaging = {
  page: v.optional(intParam(1, 100_000)),
  pageSize: v.optional(intParam(1, MONEY_MAX_PAGE_SIZE)),
};
export interface MoneyPageQuery {
  page?: number;
  pageSize?: number;
}

export const depositListQuerySchema = v.object({ ...moneyPaging });
export const depositListSchema = pageSchema(depositSchema);
export type DepositList = v.InferOutput<typeof depositListSchema>;
export const depositListResponseSchema = envelopeSchema(depositListSchema);

// --- payees ---

export const MAX_PAYEES = 5;

/** Account name: letters and spaces; account number: 6 to 20 digits. */
export const payeeAddRequestSchema = v.object({
  bankName: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'is empty'),
    v.maxLength(64, 'is too long'),
  ),
  accountName: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(64, 'is too long'),
    v.regex(/^\p{L}+(?: \p{L}+)*$/u, 'must be letters and single spaces'),
  ),
  accountNumber: v.pipe(v.string(), v.regex(/^\d{6,20}$/, 'must be 6 to 20 digits')),
});
export type PayeeAddRequest = v.InferOutput<typeof payeeAddRequestSchema>;

export const payeeSchema = v.object({
  id: idSchema,
  bankName: v.string(),
  accountName: v.string(),
  /** The account number with all but its last four digits masked. */
  maskedAccountNumber: v.string(),
  createdAt: isoTimeSchema,
});
export type Payee = v.InferOutput<typeof payeeSchema>;
export const payeeListSchema = v.array(payeeSchema);
export const payeeListResponseSchema = envelopeSchema(payeeListSchema);
export const payeeResponseSchema = envelopeSchema(payeeSchema);

export const payeeRemoveRequestSchema = v.object({ id: idSchema });
export type PayeeRemoveRequest = v.InferOutput<typeof payeeRemoveRequestSchema>;
export const payeeRemoveResponseSchema = envelopeSchema(emptyValueSchema);

// --- withdrawal ---

export { WITHDRAWAL_STATUSES };
export type { WithdrawalStatus };

/** `POST /wps/relay/WITHDRAW_create` (encrypted: it carries the payment password). */
export const withdrawCreateRequestSchema = v.object({
  payeeId: idSchema,
  amount: amountSchema,
  paymentPassword: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
});
export type WithdrawCreateRequest = v.InferOutput<typeof withdrawCreateRequestSchema>;

export const withdrawalSchema = v.object({
  id: idSchema,
  status: v.picklist(WITHDRAWAL_STATUSES),
  amount: amountSchema,
  /** What the payee was when the withdrawal was made (it may have been removed since). */
  payee: v.object({
    id: v.nullable(idSchema),
    bankName: v.string(),
    accountName: v.string(),
    maskedAccountNumber: v.string(),
  }),
  createdAt: isoTimeSchema,
  updatedAt: isoTimeSchema,
  disbursedAt: v.nullable(isoTimeSchema),
  confirmedAt: v.nullable(isoTimeSchema),
  /** The `{0}` of "not confirming within {0} minutes counts as received". */
  confirmMinutes: positiveIntSchema,
  /** While disbursed: when it turns autoReceived. Null before disbursal. */
  confirmBy: v.nullable(isoTimeSchema),
  /** The not-received comment. */
  comment: v.nullable(v.string()),
  proofCount: nonNegativeIntSchema,
});
export type Withdrawal = v.InferOutput<typeof withdrawalSchema>;
export const withdrawalResponseSchema = envelopeSchema(withdrawalSchema);

export const withdrawListQuerySchema = v.object({ ...moneyPaging });
export const withdrawListSchema = pageSchema(withdrawalSchema);
export type WithdrawList = v.InferOutput<typeof withdrawListSchema>;
export const withdrawListResponseSchema = envelopeSchema(withdrawListSchema);

/** The received answer of `POST /wps/relay/WITHDRAW_confirm` (JSON). */
export const withdrawReceivedRequestSchema = v.object({ id: idSchema, received: v.literal(true) });
export type WithdrawReceivedRequest = v.InferOutput<typeof withdrawReceivedRequestSchema>;

/** The comment of a not-received confirmation (multipart `comment`): 1 to 140 characters. */
export const PROOF_COMMENT_MAX = 140;

/** The not-received answer: sent as multipart/form-data with `id`, `comment` and 1-3 `images`. */
export interface WithdrawNotReceivedRequest {
  id: number;
  comment: string;
  /** PNG or JPEG, at most 5 MB each, 1 to 3. */
  images: readonly Blob[];
}

// --- transfer to upline ---

/** `POST /wps/relay/TRANSFER_upline` (encrypted: it carries the payment password). */
export const uplineTransferRequestSchema = v.object({
  amount: amountSchema,
  paymentPassword: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
});
export type UplineTransferRequest = v.InferOutput<typeof uplineTransferRequestSchema>;
export const uplineTransferSchema = v.object({
  /** The main wallet after the transfer. */
  balance: nonNegativeMinorUnitsSchema,
  upline: v.string(),
});
export type UplineTransfer = v.InferOutput<typeof uplineTransferSchema>;
export const uplineTransferResponseSchema = envelopeSchema(uplineTransferSchema);

// --- account record ---

// The account record's vocabularies are core's: the design system shows the same ones.
export { TRANSACTION_STATUSES, TRANSACTION_TYPES };
export type { TransactionType };

export const dateParam = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be yyyy-MM-dd'),
  // A day that exists: 2026-02-30 does not roll over into March.
  v.check((s) => {
    const time = Date.parse(`${s}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(s);
  }, 'must be a real date'),
);

/** Dates are UTC days, both inclusive; newest first. */
export const transactionListQuerySchema = v.object({
  from: v.optional(dateParam),
  to: v.optional(dateParam),
  type: v.optional(v.picklist(TRANSACTION_TYPES)),
  ...moneyPaging,
});
export interface TransactionListQuery extends MoneyPageQuery {
  /** yyyy-MM-dd, inclusive. */
  from?: string;
  /** yyyy-MM-dd, inclusive. */
  to?: string;
  type?: TransactionType;
}

export const transactionSchema = v.object({
  /** `tx-<n>` for a ledger row, `dep-<n>` for a deposit not credited. */
  id: v.string(),
  type: v.picklist(TRANSACTION_TYPES),
  status: v.picklist(TRANSACTION_STATUSES),
  /** Signed: money out is negative. */
  amount: minorUnitsSchema,
  /** The main wallet after the row; null for a deposit not credited. */
  balanceAfter: v.nullable(nonNegativeMinorUnitsSchema),
  createdAt: isoTimeSchema,
});
export type Transaction = v.InferOutput<typeof transactionSchema>;
export const transactionListSchema = pageSchema(transactionSchema);
export type TransactionList = v.InferOutput<typeof transactionListSchema>;
export const transactionListResponseSchema = envelopeSchema(transactionListSchema);
