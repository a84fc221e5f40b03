import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password';
import type { Database } from '../db';
import { isAffiliateCodeValid } from '../store/affiliates';
import { findMemberByAccount, getMemberLabels, isKnownIp } from '../store/members';
import type { DemoAccount } from './accounts';
import { DEMO_ACCOUNTS, DEMO_AFFILIATE_CODES, DEMO_KNOWN_IP } from './accounts';
import { SEED_MERCHANTS } from './data';
import { seededDatabase } from '../test/database';

let db: Database;

beforeAll(() => {
  db = seededDatabase();
});

afterAll(() => db.close());

const accounts = Object.values(DEMO_ACCOUNTS) as DemoAccount[];
/** What the seed paid a demo account after opening it: agent01's contracts settle at seed time. */
const contractPayouts = (memberId: number): number =>
  db.get<{ total: number }>(
    "SELECT COALESCE(SUM(amount), 0) AS total FROM wallet_transactions WHERE member_id = ? AND kind = 'contract'",
    [memberId],
  )?.total ?? 0;

const member = (merchant: string, account: DemoAccount) => {
  const found = findMemberByAccount(db, merchant, account.username);
  if (!found) throw new Error(`${account.username} is missing on ${merchant}`);
  return found;
};

describe('demo accounts', () => {
  it.each(SEED_MERCHANTS.map((m) => m.code))('exist on %s with their attributes', (merchant) => {
    for (const account of accounts) {
      const row = member(merchant, account);
      expect(row, account.username).toMatchObject({
        type: account.type,
        nonMember: account.nonMember ?? false,
        dialingCode: account.countryDialingCode,
        mobile: account.mobileNum,
        email: account.email,
        passwordChangedAt: account.passwordChangedAt,
      });
      expect(row.balance, account.username).toBe(account.balance + contractPayouts(row.id));
      expect(row.balance).toBeGreaterThan(0);
      expect(isKnownIp(db, row.id, DEMO_KNOWN_IP), account.username).toBe(account.knownIp);
    }
  });

  it('log in with the passwords the constant gives (checked on one brand: the hashes are shared)', async () => {
    for (const account of accounts) {
      const hash = member('aurora', account).passwordHash ?? '';
      expect(await verifyPassword(account.password, hash), account.username).toBe(true);
      expect(member('ember', account).passwordHash).toBe(hash);
    }
  });

  it('cover every case the account screens need', () => {
    const { defaultPassword, expiredPassword, agent, vip, nonMember, newIp } = DEMO_ACCOUNTS;
    expect(defaultPassword.password).toBe('123456');
    expect(member('aurora', defaultPassword).firstLoginDone).toBe(false);
    // Already more than 90 days old when the demo accounts came to be.
    expect(Date.UTC(2026, 0, 1) - expiredPassword.passwordChangedAt).toBeGreaterThan(
      90 * 86_400_000,
    );
    expect(agent.type).toBe(1);
    expect(member('jade', vip)).toMatchObject({ clubLabel: 'Diamond', clubRank: 5 });
    expect(getMemberLabels(db, member('jade', vip).id)).toEqual([
      { labelName: 'VIP Service', color: '#C9A227' },
    ]);
    expect(member('aurora', nonMember).nonMember).toBe(true);
    expect(member('aurora', newIp)).toMatchObject({
      totpSecret: newIp.totpSecret,
      payeeName: 'Tia Traveler',
    });
  });

  it('have affiliate codes: one valid, one inactive, one bound to the mirror domain', () => {
    for (const { code } of SEED_MERCHANTS) {
      expect(isAffiliateCodeValid(db, code, DEMO_AFFILIATE_CODES.valid, 'anything.example')).toBe(
        true,
      );
      expect(isAffiliateCodeValid(db, code, DEMO_AFFILIATE_CODES.inactive, undefined)).toBe(false);
      expect(
        isAffiliateCodeValid(db, code, DEMO_AFFILIATE_CODES.mirrorOnly, `${code}-mirror.example`),
      ).toBe(true);
      expect(
        isAffiliateCodeValid(db, code, DEMO_AFFILIATE_CODES.mirrorOnly, `www.${code}.example`),
      ).toBe(false);
    }
  });

  it('are all listed, with their passwords, in apps/sandbox/ACCOUNTS.md', () => {
    const doc = readFileSync(new URL('../../ACCOUNTS.md', import.meta.url), 'utf8');
    for (const account of accounts) {
      expect(doc, account.username).toContain(`\`${account.username}\``);
      expect(doc, account.username).toContain(`\`${account.password}\``);
    }
    for (const code of Object.values(DEMO_AFFILIATE_CODES)) expect(doc).toContain(code);
  });
});
