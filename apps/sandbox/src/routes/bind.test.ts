import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_CODES, bindContact, getMemberInfo, sendBindCode } from '@lobby/api';
import { memberWithSession } from '../gameHost/testing';
import { findMemberById } from '../store/members';
import { failureOf, lastCode, visitor } from '../test/account';
import type { Visitor } from '../test/account';
import { startSandbox } from '../test/harness';
import type { Sandbox } from '../test/harness';

// Binding a mobile number or an e-mail address (the security centre): only the code sent to it
// binds it, and what another member has is refused.

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ dev: true });
});
afterAll(() => sandbox.close());

let numbers = 0;
function member(type: 0 | 4 = 0): { who: Visitor; memberId: number } {
  const made = memberWithSession(sandbox.db, sandbox.clock.now, { type });
  const who = visitor(sandbox);
  who.token = made.token;
  return { who, memberId: made.memberId };
}
const freshMobile = () => `9175${String(++numbers).padStart(6, '0')}`;
const codeOf = async (call: Promise<unknown>) => {
  const error = await failureOf(call);
  return error.failure.kind === 'server' ? error.failure.code : error.failure.kind;
};

describe('binding a mobile number', () => {
  it('the code sent to the number binds it, and member info shows it', async () => {
    const { who, memberId } = member();
    const mobileNum = freshMobile();
    const target = { kind: 'phone', countryDialingCode: '63', mobileNum } as const;
    expect(await sendBindCode(who.client, target)).toEqual({ expiredMinutes: 5 });
    await bindContact(who.client, { ...target, code: lastCode(sandbox, `+63${mobileNum}`) });
    expect(findMemberById(sandbox.db, memberId)).toMatchObject({
      dialingCode: '63',
      mobile: mobileNum,
    });
    expect((await getMemberInfo(who.client)).mobileNum).toBe(mobileNum);
  });

  it('a second code to the same number within a minute is refused: the send limit holds', async () => {
    const { who } = member();
    const target = { kind: 'phone', countryDialingCode: '63', mobileNum: freshMobile() } as const;
    await sendBindCode(who.client, target);
    expect(await codeOf(sendBindCode(who.client, target))).toBe('rateLimited');
  });

  it('a wrong code binds nothing, and is counted against the number', async () => {
    const { who, memberId } = member();
    const mobileNum = freshMobile();
    const target = { kind: 'phone', countryDialingCode: '63', mobileNum } as const;
    await sendBindCode(who.client, target);
    const right = lastCode(sandbox, `+63${mobileNum}`);
    const wrong = right === '000000' ? '111111' : '000000';
    expect(await codeOf(bindContact(who.client, { ...target, code: wrong }))).toBe(
      SERVER_CODES.badCode,
    );
    expect(findMemberById(sandbox.db, memberId)?.mobile).toBeNull();
    const counted = sandbox.db.get<{ n: number }>(
      'SELECT COUNT(*) AS n FROM code_failures WHERE recipient = ?',
      [`+63${mobileNum}`],
    )?.n;
    expect(counted).toBe(1);
  });

  it("another member's number is refused before any code is sent", async () => {
    const first = member();
    const mobileNum = freshMobile();
    const target = { kind: 'phone', countryDialingCode: '63', mobileNum } as const;
    await sendBindCode(first.who.client, target);
    await bindContact(first.who.client, { ...target, code: lastCode(sandbox, `+63${mobileNum}`) });

    // A minute on: the number's one-a-minute send limit is not what is tested here.
    sandbox.clock.now += 61_000;
    const second = member();
    expect(await codeOf(sendBindCode(second.who.client, target))).toBe(SERVER_CODES.mobileTaken);
  });

  it('a code sent for one number does not bind another', async () => {
    const { who, memberId } = member();
    const asked = freshMobile();
    const other = freshMobile();
    await sendBindCode(who.client, { kind: 'phone', countryDialingCode: '63', mobileNum: asked });
    const code = lastCode(sandbox, `+63${asked}`);
    expect(
      await codeOf(
        bindContact(who.client, {
          kind: 'phone',
          countryDialingCode: '63',
          mobileNum: other,
          code,
        }),
      ),
    ).toBe(SERVER_CODES.badCode);
    expect(findMemberById(sandbox.db, memberId)?.mobile).toBeNull();
  });
});

describe('binding an e-mail address', () => {
  it('the code e-mailed binds the address', async () => {
    const { who, memberId } = member();
    const email = `bind${++numbers}@demo.example`;
    await sendBindCode(who.client, { kind: 'email', email });
    await bindContact(who.client, { kind: 'email', email, code: lastCode(sandbox, email) });
    expect(findMemberById(sandbox.db, memberId)?.email).toBe(email);
  });

  it("another member's address is refused, whatever its case", async () => {
    const first = member();
    const email = `taken${++numbers}@demo.example`;
    await sendBindCode(first.who.client, { kind: 'email', email });
    await bindContact(first.who.client, { kind: 'email', email, code: lastCode(sandbox, email) });
    sandbox.clock.now += 61_000;
    const second = member();
    expect(
      await codeOf(sendBindCode(second.who.client, { kind: 'email', email: email.toUpperCase() })),
    ).toBe(SERVER_CODES.emailTaken);
  });
});

describe('who may bind', () => {
  it('a visitor is asked to log in, a trial account to register', async () => {
    const target = { kind: 'email', email: 'nobody@demo.example' } as const;
    const res = await sandbox.post('/wps/member/bind/send', target);
    expect(res.status).toBe(401);
    const trial = member(4);
    expect(await codeOf(sendBindCode(trial.who.client, target))).toBe('TRIAL_ACCOUNT');
  });
});
