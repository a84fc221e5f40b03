import type { Database } from '../db';

/*
 * The SQL of money in and out (ADR 027): deposit methods and deposits, payees, withdrawals and
 * their proof, uplines, the merchant's wallet setting and login history. Balances change only in
 * store/wallet.ts; the domain module (wallet/money.ts) puts both in one transaction.
 */

// --- merchant wallet setting ---

export interface WalletSetting {
  single: boolean;
  /** The vendor wallets, in order; empty when single. */
  vendors: { code: string; name: string }[];
}

export function walletSettingOf(db: Database, merchant: string): WalletSetting {
  const single =
    db.get<{ single: number }>(
      'SELECT single_wallet AS single FROM merchant_settings WHERE merchant = ?',
      [merchant],
    )?.single ?? 1;
  if (single === 1) return { single: true, vendors: [] };
  const vendors = db.all<{ code: string; name: string }>(
    `SELECT v.code, v.name FROM merchant_wallet_vendors w JOIN vendors v ON v.code = w.vendor
     WHERE w.merchant = ? ORDER BY w.position`,
    [merchant],
  );
  return { single: false, vendors };
}

export function setWalletSetting(
  db: Database,
  merchant: string,
  single: boolean,
  vendors: readonly string[],
): void {
  db.run('UPDATE merchant_settings SET single_wallet = ? WHERE merchant = ?', [
    single ? 1 : 0,
    merchant,
  ]);
  db.run('DELETE FROM merchant_wallet_vendors WHERE merchant = ?', [merchant]);
  vendors.forEach((vendor, position) => {
    db.run('INSERT INTO merchant_wallet_vendors (merchant, vendor, position) VALUES (?, ?, ?)', [
      merchant,
      vendor,
      position,
    ]);
  });
}

// --- uplines and payment passwords ---

export function uplineOf(
  db: Database,
  memberId: number,
): { id: number; account: string } | undefined {
  return db.get<{ id: number; account: string }>(
    `SELECT u.id, u.account FROM members m JOIN members u ON u.id = m.upline_id
     WHERE m.id = ? AND u.merchant = m.merchant`,
    [memberId],
  );
}

export function setUpline(db: Database, memberId: number, uplineId: number | null): void {
  db.run('UPDATE members SET upline_id = ? WHERE id = ?', [uplineId, memberId]);
}

export function paymentPasswordHashOf(db: Database, memberId: number): string | null {
  return (
    db.get<{ hash: string | null }>(
      'SELECT payment_password_hash AS hash FROM members WHERE id = ?',
      [memberId],
    )?.hash ?? null
  );
}

export function setPaymentPasswordHash(db: Database, memberId: number, hash: string): void {
  db.run('UPDATE members SET payment_password_hash = ? WHERE id = ?', [hash, memberId]);
}

/** Wrong payment passwords are kept in the login failures' table under their own key. */
export function paymentFailureKey(memberId: number): string {
  return `payment:${memberId}`;
}

/** The times of the key's failures after `since`, oldest first. */
export function failuresSince(db: Database, key: string, since: number): number[] {
  return db
    .all<{ at: number }>(
      'SELECT failed_at AS at FROM login_failures WHERE key = ? AND failed_at > ? ORDER BY failed_at',
      [key, since],
    )
    .map((row) => row.at);
}

export function addFailure(db: Database, key: string, now: number): void {
  db.run('INSERT INTO login_failures (key, failed_at) VALUES (?, ?)', [key, now]);
}

export function clearFailures(db: Database, key: string): void {
  db.run('DELETE FROM login_failures WHERE key = ?', [key]);
}

// --- deposit methods and deposits ---

export interface DepositMethodRow {
  id: number;
  kind: 'bank' | 'ewallet' | 'qr';
  name: string;
  min: number;
  max: number;
  presets: number[];
  qrPayload: string | null;
}

const METHOD_COLUMNS = `id, kind, name, min_amount AS min, max_amount AS max, presets,
  qr_payload AS qrPayload`;

function toMethod(row: Omit<DepositMethodRow, 'presets'> & { presets: string }): DepositMethodRow {
  return { ...row, presets: JSON.parse(row.presets) as number[] };
}

export function depositMethodsOf(db: Database, merchant: string): DepositMethodRow[] {
  return db
    .all<Omit<DepositMethodRow, 'presets'> & { presets: string }>(
      `SELECT ${METHOD_COLUMNS} FROM deposit_methods WHERE merchant = ? ORDER BY position`,
      [merchant],
    )
    .map(toMethod);
}

export function findDepositMethod(
  db: Database,
  merchant: string,
  id: number,
): DepositMethodRow | undefined {
  const row = db.get<Omit<DepositMethodRow, 'presets'> & { presets: string }>(
    `SELECT ${METHOD_COLUMNS} FROM deposit_methods WHERE merchant = ? AND id = ?`,
    [merchant, id],
  );
  return row && toMethod(row);
}

export function insertDepositMethod(
  db: Database,
  merchant: string,
  method: Omit<DepositMethodRow, 'id'>,
  position: number,
): number {
  return db.run(
    `INSERT INTO deposit_methods
       (merchant, kind, name, min_amount, max_amount, presets, qr_payload, position)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      merchant,
      method.kind,
      method.name,
      method.min,
      method.max,
      JSON.stringify(method.presets),
      method.qrPayload,
      position,
    ],
  ).lastInsertRowid;
}

export type DepositStatus = 'pending' | 'credited' | 'failed';

export interface DepositRow {
  id: number;
  memberId: number;
  methodId: number;
  amount: number;
  status: DepositStatus;
  createdAt: number;
  dueAt: number;
  settledAt: number | null;
}

const DEPOSIT_COLUMNS = `id, member_id AS memberId, method_id AS methodId, amount, status,
  created_at AS createdAt, due_at AS dueAt, settled_at AS settledAt`;

export function insertDeposit(
  db: Database,
  deposit: { memberId: number; methodId: number; amount: number; now: number; dueAt: number },
): number {
  return db.run(
    `INSERT INTO deposits (member_id, method_id, amount, status, created_at, due_at)
     VALUES (?, ?, ?, 'pending', ?, ?)`,
    [deposit.memberId, deposit.methodId, deposit.amount, deposit.now, deposit.dueAt],
  ).lastInsertRowid;
}

export function findDeposit(db: Database, id: number): DepositRow | undefined {
  return db.get<DepositRow>(`SELECT ${DEPOSIT_COLUMNS} FROM deposits WHERE id = ?`, [id]);
}

/**
 * Settles a pending deposit: the one UPDATE that moves it out of pending, so two settlements of
 * the same deposit cannot both happen. The deposit as settled, or undefined if it was not pending.
 */
export function settleDeposit(
  db: Database,
  id: number,
  status: 'credited' | 'failed',
  now: number,
): DepositRow | undefined {
  return db.get<DepositRow>(
    `UPDATE deposits SET status = ?, settled_at = ? WHERE id = ? AND status = 'pending'
     RETURNING ${DEPOSIT_COLUMNS}`,
    [status, now, id],
  );
}

/** Pending deposits whose time has come, oldest first. */
export function dueDepositIds(db: Database, now: number, limit = 500): number[] {
  return db
    .all<{ id: number }>(
      "SELECT id FROM deposits WHERE status = 'pending' AND due_at <= ? ORDER BY due_at, id LIMIT ?",
      [now, limit],
    )
    .map((row) => row.id);
}

export function setDepositDue(db: Database, id: number, dueAt: number): void {
  db.run("UPDATE deposits SET due_at = ? WHERE id = ? AND status = 'pending'", [dueAt, id]);
}

export function listDeposits(
  db: Database,
  memberId: number,
  limit: number,
  offset: number,
): { rows: DepositRow[]; total: number } {
  const rows = db.all<DepositRow>(
    `SELECT ${DEPOSIT_COLUMNS} FROM deposits WHERE member_id = ? ORDER BY id DESC LIMIT ? OFFSET ?`,
    [memberId, limit, offset],
  );
  const total =
    db.get<{ n: number }>('SELECT COUNT(*) AS n FROM deposits WHERE member_id = ?', [memberId])
      ?.n ?? 0;
  return { rows, total };
}

// --- payees ---

export interface PayeeRow {
  id: number;
  memberId: number;
  bankName: string;
  accountName: string;
  accountNumber: string;
  createdAt: number;
}

const PAYEE_COLUMNS = `id, member_id AS memberId, bank_name AS bankName,
  account_name AS accountName, account_number AS accountNumber, created_at AS createdAt`;

export function listPayees(db: Database, memberId: number): PayeeRow[] {
  return db.all<PayeeRow>(`SELECT ${PAYEE_COLUMNS} FROM payees WHERE member_id = ? ORDER BY id`, [
    memberId,
  ]);
}

/** The member's payee of that id (another member's is not found). */
export function findPayee(db: Database, memberId: number, id: number): PayeeRow | undefined {
  return db.get<PayeeRow>(`SELECT ${PAYEE_COLUMNS} FROM payees WHERE id = ? AND member_id = ?`, [
    id,
    memberId,
  ]);
}

/**
 * Adds a payee unless the member has `max` already: the count and the insert are one statement.
 * The new id, or undefined when full.
 */
export function insertPayee(
  db: Database,
  payee: Omit<PayeeRow, 'id'>,
  max: number,
): number | undefined {
  const row = db.get<{ id: number }>(
    `INSERT INTO payees (member_id, bank_name, account_name, account_number, created_at)
     SELECT ?, ?, ?, ?, ? WHERE (SELECT COUNT(*) FROM payees WHERE member_id = ?) < ?
     RETURNING id`,
    [
      payee.memberId,
      payee.bankName,
      payee.accountName,
      payee.accountNumber,
      payee.createdAt,
      payee.memberId,
      max,
    ],
  );
  return row?.id;
}

export function deletePayee(db: Database, memberId: number, id: number): boolean {
  return db.run('DELETE FROM payees WHERE id = ? AND member_id = ?', [id, memberId]).changes > 0;
}

// --- withdrawals ---

export type WithdrawalStatus =
  'pending' | 'approved' | 'rejected' | 'disbursed' | 'received' | 'notReceived' | 'autoReceived';

export interface WithdrawalRow {
  id: number;
  memberId: number;
  payeeId: number | null;
  bankName: string;
  accountName: string;
  accountNumber: string;
  amount: number;
  status: WithdrawalStatus;
  createdAt: number;
  updatedAt: number;
  disbursedAt: number | null;
  confirmBy: number | null;
  confirmedAt: number | null;
  comment: string | null;
  proofCount: number;
}

const WITHDRAWAL_COLUMNS = `id, member_id AS memberId, payee_id AS payeeId, bank_name AS bankName,
  account_name AS accountName, account_number AS accountNumber, amount, status,
  created_at AS createdAt, updated_at AS updatedAt, disbursed_at AS disbursedAt,
  confirm_by AS confirmBy, confirmed_at AS confirmedAt, comment,
  (SELECT COUNT(*) FROM withdrawal_proofs p WHERE p.withdrawal_id = withdrawals.id) AS proofCount`;

export function insertWithdrawal(
  db: Database,
  withdrawal: { memberId: number; payee: PayeeRow; amount: number; now: number },
): number {
  const { payee } = withdrawal;
  return db.run(
    `INSERT INTO withdrawals (member_id, payee_id, bank_name, account_name, account_number, amount,
       status, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, 'pending', ?, ?)`,
    [
      withdrawal.memberId,
      payee.id,
      payee.bankName,
      payee.accountName,
      payee.accountNumber,
      withdrawal.amount,
      withdrawal.now,
      withdrawal.now,
    ],
  ).lastInsertRowid;
}

export function findWithdrawal(db: Database, id: number): WithdrawalRow | undefined {
  return db.get<WithdrawalRow>(`SELECT ${WITHDRAWAL_COLUMNS} FROM withdrawals WHERE id = ?`, [id]);
}

/**
 * Moves a withdrawal from one of `from` to `to` in one conditional UPDATE: a withdrawal in any
 * other state is left alone (undefined), so no two steps can both leave the same state.
 */
export function updateWithdrawalStatus(
  db: Database,
  id: number,
  from: readonly WithdrawalStatus[],
  to: WithdrawalStatus,
  fields: {
    now: number;
    disbursedAt?: number;
    confirmBy?: number;
    confirmedAt?: number;
    comment?: string;
  },
): WithdrawalRow | undefined {
  const marks = from.map(() => '?').join(', ');
  const row = db.get<{ id: number }>(
    `UPDATE withdrawals SET status = ?, updated_at = ?,
       disbursed_at = COALESCE(?, disbursed_at), confirm_by = COALESCE(?, confirm_by),
       confirmed_at = COALESCE(?, confirmed_at), comment = COALESCE(?, comment)
     WHERE id = ? AND status IN (${marks}) RETURNING id`,
    [
      to,
      fields.now,
      fields.disbursedAt ?? null,
      fields.confirmBy ?? null,
      fields.confirmedAt ?? null,
      fields.comment ?? null,
      id,
      ...from,
    ],
  );
  return row ? findWithdrawal(db, row.id) : undefined;
}

export function setConfirmBy(db: Database, id: number, confirmBy: number): boolean {
  return (
    db.run("UPDATE withdrawals SET confirm_by = ? WHERE id = ? AND status = 'disbursed'", [
      confirmBy,
      id,
    ]).changes > 0
  );
}

/** Disbursed withdrawals whose confirmation window has closed. */
export function overdueWithdrawalIds(db: Database, now: number, limit = 500): number[] {
  return db
    .all<{ id: number }>(
      `SELECT id FROM withdrawals WHERE status = 'disbursed' AND confirm_by <= ?
       ORDER BY confirm_by, id LIMIT ?`,
      [now, limit],
    )
    .map((row) => row.id);
}

export function listWithdrawals(
  db: Database,
  memberId: number,
  limit: number,
  offset: number,
): { rows: WithdrawalRow[]; total: number } {
  const rows = db.all<WithdrawalRow>(
    `SELECT ${WITHDRAWAL_COLUMNS} FROM withdrawals WHERE member_id = ? ORDER BY id DESC
     LIMIT ? OFFSET ?`,
    [memberId, limit, offset],
  );
  const total =
    db.get<{ n: number }>('SELECT COUNT(*) AS n FROM withdrawals WHERE member_id = ?', [memberId])
      ?.n ?? 0;
  return { rows, total };
}

export function insertProof(
  db: Database,
  withdrawalId: number,
  position: number,
  mediaType: 'image/png' | 'image/jpeg',
  bytes: Uint8Array,
): void {
  db.run(
    'INSERT INTO withdrawal_proofs (withdrawal_id, position, media_type, bytes) VALUES (?, ?, ?, ?)',
    [withdrawalId, position, mediaType, bytes],
  );
}

export function proofsOf(
  db: Database,
  withdrawalId: number,
): { mediaType: string; bytes: Uint8Array }[] {
  return db.all<{ mediaType: string; bytes: Uint8Array }>(
    `SELECT media_type AS mediaType, bytes FROM withdrawal_proofs WHERE withdrawal_id = ?
     ORDER BY position`,
    [withdrawalId],
  );
}

// --- the account record ---

export interface RecordRow {
  id: string;
  type: string;
  status: 'completed' | 'pending' | 'failed';
  amount: number;
  balanceAfter: number | null;
  createdAt: number;
}

export interface RecordFilter {
  memberId: number;
  from: number;
  /** Exclusive. */
  to: number;
  type: string | undefined;
  limit: number;
  offset: number;
}

/**
 * Ledger rows (completed) and deposits not credited (pending or failed, as type deposit), newest
 * first, in one ordered query.
 */
export function listRecords(db: Database, f: RecordFilter): { rows: RecordRow[]; total: number } {
  const ledgerType = f.type === undefined ? '' : 'AND kind = :type';
  const withDeposits = f.type === undefined || f.type === 'deposit';
  const deposits = withDeposits
    ? `UNION ALL SELECT 'dep-' || id, 'deposit', status, amount, NULL, created_at, 0, id
       FROM deposits WHERE member_id = :member AND status <> 'credited'
         AND created_at >= :from AND created_at < :to`
    : '';
  const union = `SELECT 'tx-' || id AS id, kind AS type, 'completed' AS status, amount,
      balance_after AS balanceAfter, created_at AS createdAt, 1 AS source, id AS sid
    FROM wallet_transactions WHERE member_id = :member AND created_at >= :from AND created_at < :to
      ${ledgerType}
    ${deposits}`;
  const params = {
    member: f.memberId,
    from: f.from,
    to: f.to,
    ...(f.type === undefined ? {} : { type: f.type }),
  };
  const rows = db.all<RecordRow>(
    `SELECT id, type, status, amount, balanceAfter, createdAt FROM (${union})
     ORDER BY createdAt DESC, source DESC, sid DESC LIMIT :limit OFFSET :offset`,
    { ...params, limit: f.limit, offset: f.offset },
  );
  const total = db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM (${union})`, params)?.n ?? 0;
  return { rows, total };
}

// --- login history ---

export function recordLogin(
  db: Database,
  login: { memberId: number; ip: string; device: string; now: number },
  keep: number,
): void {
  db.run('INSERT INTO login_history (member_id, at, ip, device) VALUES (?, ?, ?, ?)', [
    login.memberId,
    login.now,
    login.ip,
    login.device,
  ]);
  // Only the newest `keep` are ever shown: the rest go.
  db.run(
    `DELETE FROM login_history WHERE member_id = ? AND id NOT IN
       (SELECT id FROM login_history WHERE member_id = ? ORDER BY id DESC LIMIT ?)`,
    [login.memberId, login.memberId, keep],
  );
}

export function loginHistoryOf(
  db: Database,
  memberId: number,
  limit: number,
): { at: number; ip: string; device: string }[] {
  return db.all<{ at: number; ip: string; device: string }>(
    'SELECT at, ip, device FROM login_history WHERE member_id = ? ORDER BY id DESC LIMIT ?',
    [memberId, limit],
  );
}
