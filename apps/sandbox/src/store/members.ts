import type { Database } from '../db';

/** 0 player; 1, 2, 41, 42 agent types; 4 trial (doc 1 sections 4 and 9). */
export const MEMBER_TYPES = [0, 1, 2, 4, 41, 42] as const;
export type MemberType = (typeof MEMBER_TYPES)[number];
export const TRIAL_TYPE = 4;

export interface Member {
  id: number;
  merchant: string;
  account: string;
  passwordHash: string | null;
  nickname: string | null;
  type: MemberType;
  nonMember: boolean;
  dialingCode: string | null;
  mobile: string | null;
  email: string | null;
  payeeName: string | null;
  clubLabel: string | null;
  clubRank: number | null;
  /** Minor units. */
  balance: number;
  passwordChangedAt: number | null;
  firstLoginDone: boolean;
  language: string | null;
  createdAt: number;
  totpSecret: string | null;
  totpLastStep: number | null;
  resetHash: string | null;
  resetExpiresAt: number | null;
}

export interface MemberLabel {
  labelName: string;
  color?: string;
}

interface MemberRow extends Omit<Member, 'nonMember' | 'firstLoginDone'> {
  nonMember: 0 | 1;
  firstLoginDone: 0 | 1;
}

const COLUMNS = `id, merchant, account, password_hash AS passwordHash, nickname, type,
  non_member AS nonMember, dialing_code AS dialingCode, mobile, email, payee_name AS payeeName,
  club_label AS clubLabel, club_rank AS clubRank, balance, password_changed_at AS passwordChangedAt,
  first_login_done AS firstLoginDone, language, created_at AS createdAt, totp_secret AS totpSecret,
  totp_last_step AS totpLastStep, reset_hash AS resetHash, reset_expires_at AS resetExpiresAt`;

function toMember(row: MemberRow | undefined): Member | undefined {
  if (!row) return undefined;
  return { ...row, nonMember: row.nonMember === 1, firstLoginDone: row.firstLoginDone === 1 };
}

export function findMemberById(db: Database, id: number): Member | undefined {
  return toMember(db.get<MemberRow>(`SELECT ${COLUMNS} FROM members WHERE id = ?`, [id]));
}

/** By account name, without regard to case. */
export function findMemberByAccount(
  db: Database,
  merchant: string,
  account: string,
): Member | undefined {
  return toMember(
    db.get<MemberRow>(`SELECT ${COLUMNS} FROM members WHERE merchant = ? AND account = ?`, [
      merchant,
      account,
    ]),
  );
}

export function findMemberByMobile(
  db: Database,
  merchant: string,
  dialingCode: string,
  mobile: string,
): Member | undefined {
  return toMember(
    db.get<MemberRow>(
      `SELECT ${COLUMNS} FROM members WHERE merchant = ? AND dialing_code = ? AND mobile = ?`,
      [merchant, dialingCode, mobile],
    ),
  );
}

/** The member of the brand with this e-mail address (compared without case), if any. */
export function findMemberByEmail(
  db: Database,
  merchant: string,
  email: string,
): Member | undefined {
  return toMember(
    db.get<MemberRow>(
      `SELECT ${COLUMNS} FROM members WHERE merchant = ? AND lower(email) = lower(?)`,
      [merchant, email],
    ),
  );
}

/** Binds a mobile number to the member. */
export function setMemberMobile(
  db: Database,
  memberId: number,
  dialingCode: string,
  mobile: string,
): void {
  db.run('UPDATE members SET dialing_code = ?, mobile = ? WHERE id = ?', [
    dialingCode,
    mobile,
    memberId,
  ]);
}

/** Binds an e-mail address to the member. */
export function setMemberEmail(db: Database, memberId: number, email: string): void {
  db.run('UPDATE members SET email = ? WHERE id = ?', [email, memberId]);
}

/** Members whose number is `mobile` under any dialing code (at most a few). */
export function findMembersByMobileNumber(
  db: Database,
  merchant: string,
  mobile: string,
): Member[] {
  return db
    .all<MemberRow>(`SELECT ${COLUMNS} FROM members WHERE merchant = ? AND mobile = ? LIMIT 2`, [
      merchant,
      mobile,
    ])
    .flatMap((row) => toMember(row) ?? []);
}

export interface NewMember {
  merchant: string;
  account: string;
  passwordHash: string | null;
  type: MemberType;
  createdAt: number;
  nickname?: string | null;
  nonMember?: boolean;
  dialingCode?: string | null;
  mobile?: string | null;
  email?: string | null;
  payeeName?: string | null;
  paymentPasswordHash?: string | null;
  clubLabel?: string | null;
  clubRank?: number | null;
  balance?: number;
  passwordChangedAt?: number | null;
  firstLoginDone?: boolean;
  language?: string | null;
  totpSecret?: string | null;
  registerMethod?: string | null;
  registerUrl?: string | null;
  referralCode?: string | null;
  affiliateCode?: string | null;
  recommender?: string | null;
  contacts?: Readonly<Record<string, string>>;
  labels?: readonly { labelName: string; color?: string | undefined }[];
}

/** Inserts a member (and its labels); the UNIQUE constraints refuse a taken account or mobile. */
export function insertMember(db: Database, member: NewMember): number {
  return db.transaction(() => {
    const { lastInsertRowid: id } = db.run(
      `INSERT INTO members (merchant, account, password_hash, nickname, type, non_member,
         dialing_code, mobile, email, payee_name, payment_password_hash, club_label, club_rank,
         balance, password_changed_at, first_login_done, language, created_at, totp_secret,
         register_method, register_url, referral_code, affiliate_code, recommender, contacts)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        member.merchant,
        member.account,
        member.passwordHash,
        member.nickname ?? null,
        member.type,
        member.nonMember ? 1 : 0,
        member.dialingCode ?? null,
        member.mobile ?? null,
        member.email ?? null,
        member.payeeName ?? null,
        member.paymentPasswordHash ?? null,
        member.clubLabel ?? null,
        member.clubRank ?? null,
        member.balance ?? 0,
        member.passwordChangedAt ?? null,
        member.firstLoginDone ? 1 : 0,
        member.language ?? null,
        member.createdAt,
        member.totpSecret ?? null,
        member.registerMethod ?? null,
        member.registerUrl ?? null,
        member.referralCode ?? null,
        member.affiliateCode ?? null,
        member.recommender ?? null,
        JSON.stringify(member.contacts ?? {}),
      ],
    );
    (member.labels ?? []).forEach((label, position) => {
      db.run(
        'INSERT INTO member_labels (member_id, position, label_name, color) VALUES (?, ?, ?, ?)',
        [id, position, label.labelName, label.color ?? null],
      );
    });
    return id;
  });
}

/** true when the account name or the mobile number is already someone's. */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && /UNIQUE constraint failed/.test(error.message);
}

export function getMemberLabels(db: Database, memberId: number): MemberLabel[] {
  return db
    .all<{ labelName: string; color: string | null }>(
      `SELECT label_name AS labelName, color FROM member_labels WHERE member_id = ?
       ORDER BY position`,
      [memberId],
    )
    .map((row) =>
      row.color === null
        ? { labelName: row.labelName }
        : { labelName: row.labelName, color: row.color },
    );
}

/** A new password: the change date moves and any pending one-time password is void. */
export function setPasswordHash(db: Database, memberId: number, hash: string, now: number): void {
  db.run(
    `UPDATE members SET password_hash = ?, password_changed_at = ?, reset_hash = NULL,
       reset_expires_at = NULL WHERE id = ?`,
    [hash, now, memberId],
  );
}

export function setPasswordChangedAt(db: Database, memberId: number, at: number | null): void {
  db.run('UPDATE members SET password_changed_at = ? WHERE id = ?', [at, memberId]);
}

/** Stores the one-time password of a forgot-by-e-mail request (replacing an earlier one). */
export function setResetPassword(
  db: Database,
  memberId: number,
  hash: string,
  expiresAt: number,
): void {
  db.run('UPDATE members SET reset_hash = ?, reset_expires_at = ? WHERE id = ?', [
    hash,
    expiresAt,
    memberId,
  ]);
}

export function clearResetPassword(db: Database, memberId: number): void {
  db.run('UPDATE members SET reset_hash = NULL, reset_expires_at = NULL WHERE id = ?', [memberId]);
}

/** Marks the first login done; true when this call was the first. */
export function markFirstLogin(db: Database, memberId: number): boolean {
  return (
    db.run('UPDATE members SET first_login_done = 1 WHERE id = ? AND first_login_done = 0', [
      memberId,
    ]).changes === 1
  );
}

export function setMemberLanguage(db: Database, memberId: number, language: string): void {
  db.run('UPDATE members SET language = ? WHERE id = ?', [language, memberId]);
}

/** Records the authenticator step just used; false if it (or a later one) was used already. */
export function claimTotpStep(db: Database, memberId: number, step: number): boolean {
  return (
    db.run(
      `UPDATE members SET totp_last_step = ?
       WHERE id = ? AND (totp_last_step IS NULL OR totp_last_step < ?)`,
      [step, memberId, step],
    ).changes === 1
  );
}

export function isKnownIp(db: Database, memberId: number, ip: string): boolean {
  return (
    db.get('SELECT 1 AS known FROM known_ips WHERE member_id = ? AND ip = ?', [memberId, ip]) !==
    undefined
  );
}

export function rememberIp(db: Database, memberId: number, ip: string, now: number): void {
  db.run(
    `INSERT INTO known_ips (member_id, ip, first_seen_at, last_seen_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (member_id, ip) DO UPDATE SET last_seen_at = excluded.last_seen_at`,
    [memberId, ip, now, now],
  );
}

export function forgetIps(db: Database, memberId: number): number {
  return db.run('DELETE FROM known_ips WHERE member_id = ?', [memberId]).changes;
}

export function knownIps(db: Database, memberId: number): string[] {
  return db
    .all<{ ip: string }>('SELECT ip FROM known_ips WHERE member_id = ? ORDER BY ip', [memberId])
    .map((row) => row.ip);
}
