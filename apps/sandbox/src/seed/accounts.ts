import type { Database } from '../db';
import { hashPasswordSync, SALT_BYTES } from '../auth/password';
import { insertMember, rememberIp } from '../store/members';
import type { MemberLabel, MemberType } from '../store/members';
import { SEED_MERCHANTS } from './data';
import { Random } from '../random';

/** The address the demo accounts log in from: the sandbox on this machine. */
export const DEMO_KNOWN_IP = '127.0.0.1';

export interface DemoAccount {
  username: string;
  password: string;
  /** What the account is there to show. */
  purpose: string;
  type: MemberType;
  nickname: string;
  countryDialingCode: string;
  mobileNum: string;
  email: string;
  payeeName?: string;
  /** Minor units. */
  balance: number;
  /** Whether 127.0.0.1 is a known address (false: the first login asks for the new-IP step). */
  knownIp: boolean;
  nonMember?: boolean;
  /** Epoch ms; null: set up by the operator, never counts as expired. */
  passwordChangedAt: number | null;
  firstLoginDone: boolean;
  clubLabel?: { labelName: string; rankLevel: number };
  memberLabels?: readonly MemberLabel[];
  /** Base32 authenticator secret (RFC 6238); tests compute codes from it. */
  totpSecret?: string;
}

/**
 * The demo accounts, the same on every brand (the account name is unique per brand). Tests and
 * end-to-end journeys import them from here; apps/sandbox/ACCOUNTS.md lists them for people.
 */
export const DEMO_ACCOUNTS = {
  player: {
    username: 'player01',
    password: 'Player#2026',
    purpose: 'an ordinary player',
    type: 0,
    nickname: 'Pat',
    countryDialingCode: '63',
    mobileNum: '9170000001',
    email: 'player01@demo.example',
    payeeName: 'Pat Player',
    balance: 125_000,
    knownIp: true,
    passwordChangedAt: null,
    firstLoginDone: true,
  },
  defaultPassword: {
    username: 'default01',
    password: '123456',
    purpose: 'still on the insecure default password, never logged in: the forced change',
    type: 0,
    nickname: 'Dee',
    countryDialingCode: '63',
    mobileNum: '9170000002',
    email: 'default01@demo.example',
    balance: 5_000,
    knownIp: true,
    passwordChangedAt: null,
    firstLoginDone: false,
  },
  expiredPassword: {
    username: 'expired01',
    password: 'Expired#2026',
    purpose: 'password changed long ago: expired where PWDEXPFORCECHANGE3 is on (ember)',
    type: 0,
    nickname: 'Ed',
    countryDialingCode: '63',
    mobileNum: '9170000003',
    email: 'expired01@demo.example',
    balance: 30_000,
    knownIp: true,
    passwordChangedAt: Date.UTC(2025, 0, 1),
    firstLoginDone: true,
  },
  agent: {
    username: 'agent01',
    password: 'Agent#2026',
    purpose: 'an agent (type 1): the agent centre',
    type: 1,
    nickname: 'Ava Agent',
    countryDialingCode: '63',
    mobileNum: '9170000004',
    email: 'agent01@demo.example',
    payeeName: 'Ava Agent',
    balance: 980_000,
    knownIp: true,
    passwordChangedAt: null,
    firstLoginDone: true,
  },
  vip: {
    username: 'vip001',
    password: 'Vip#2026',
    purpose: 'a VIP: club rank 5, a club label and a member label (VIP customer service)',
    type: 0,
    nickname: 'Vera',
    countryDialingCode: '63',
    mobileNum: '9170000005',
    email: 'vip001@demo.example',
    payeeName: 'Vera Vip',
    balance: 5_250_000,
    knownIp: true,
    passwordChangedAt: null,
    firstLoginDone: true,
    clubLabel: { labelName: 'Diamond', rankLevel: 5 },
    memberLabels: [{ labelName: 'VIP Service', color: '#C9A227' }],
  },
  nonMember: {
    username: 'staff01',
    password: 'Staff#2026',
    purpose: 'a back-office (non-member) account: refused at login',
    type: 0,
    nickname: 'Sam Staff',
    countryDialingCode: '63',
    mobileNum: '9170000006',
    email: 'staff01@demo.example',
    balance: 100,
    knownIp: true,
    nonMember: true,
    passwordChangedAt: null,
    firstLoginDone: true,
  },
  newIp: {
    username: 'traveler1',
    password: 'Travel#2026',
    purpose:
      'no known address: every method of the new-IP step (SMS, e-mail, payee name, authenticator)',
    type: 0,
    nickname: 'Tia',
    countryDialingCode: '63',
    mobileNum: '9170000007',
    email: 'traveler1@demo.example',
    payeeName: 'Tia Traveler',
    balance: 42_000,
    knownIp: false,
    passwordChangedAt: null,
    firstLoginDone: true,
    totpSecret: 'JBSWY3DPEHPK3PXP',
  },
} as const satisfies Record<string, DemoAccount>;

export type DemoAccountName = keyof typeof DEMO_ACCOUNTS;

/** Affiliate codes on every brand: one valid anywhere, one switched off, one bound to a domain. */
export const DEMO_AFFILIATE_CODES = {
  valid: 'PARTNER01',
  inactive: 'RETIRED01',
  /** Valid only on `<brand>-mirror.example`. */
  mirrorOnly: 'MIRROR01',
} as const;

// The seed has no clock; the accounts "exist" from this instant.
const ACCOUNTS_EPOCH = Date.UTC(2026, 0, 1);
const SALT_SEED = 20260601;
// scrypt costs ~40 ms a hash and every fresh database (every test file) seeds these accounts:
// hashes are made once per process and reused.
const hashes = new Map<string, string>();

/** Inserts the demo accounts and affiliate codes of every seeded brand. */
export function seedAccounts(db: Database): void {
  db.transaction(() => {
    for (const { code: merchant } of SEED_MERCHANTS) {
      for (const account of Object.values(DEMO_ACCOUNTS) as DemoAccount[]) {
        const id = insertMember(db, {
          merchant,
          account: account.username,
          passwordHash: seedHash(account),
          nickname: account.nickname,
          type: account.type,
          nonMember: account.nonMember ?? false,
          dialingCode: account.countryDialingCode,
          mobile: account.mobileNum,
          email: account.email,
          payeeName: account.payeeName ?? null,
          clubLabel: account.clubLabel?.labelName ?? null,
          clubRank: account.clubLabel?.rankLevel ?? null,
          balance: account.balance,
          passwordChangedAt: account.passwordChangedAt,
          firstLoginDone: account.firstLoginDone,
          language: null,
          createdAt: ACCOUNTS_EPOCH,
          totpSecret: account.totpSecret ?? null,
          registerMethod: 'WEB',
          labels: account.memberLabels ?? [],
        });
        if (account.knownIp) rememberIp(db, id, DEMO_KNOWN_IP, ACCOUNTS_EPOCH);
      }
      const affiliates: [string, string | null, 0 | 1][] = [
        [DEMO_AFFILIATE_CODES.valid, null, 1],
        [DEMO_AFFILIATE_CODES.inactive, null, 0],
        [DEMO_AFFILIATE_CODES.mirrorOnly, `${merchant}-mirror.example`, 1],
      ];
      for (const [code, domain, active] of affiliates) {
        db.run('INSERT INTO affiliate_codes (merchant, code, domain, active) VALUES (?, ?, ?, ?)', [
          merchant,
          code,
          domain,
          active,
        ]);
      }
    }
  });
}

/**
 * A real scrypt hash with a salt drawn from the seed's PRNG, so two fresh databases are identical.
 * The same person has the same salt on every brand: three brands, one demo identity.
 */
function seedHash(account: DemoAccount): string {
  const key = `${account.username}\u0000${account.password}`;
  let hash = hashes.get(key);
  if (hash === undefined) {
    let seed = SALT_SEED;
    for (const char of account.username) seed = Math.imul(seed ^ char.charCodeAt(0), 16777619);
    const random = new Random(seed);
    const salt = Buffer.from(Array.from({ length: SALT_BYTES }, () => random.int(0, 255)));
    hash = hashPasswordSync(account.password, salt);
    hashes.set(key, hash);
  }
  return hash;
}
