import {
  changePassword,
  completeLoginVerification,
  fetchBotCheck,
  forgotPasswordByEmail,
  getMemberInfo,
  login,
  loginVerificationOf,
  logout,
  sendLoginSms,
  sendLoginVerificationCode,
} from '@lobby/api';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS } from './seed/accounts';
import { failureOf, lastCode, logInAs, phoneOf, visitor } from './test/account';
import { startSandbox } from './test/harness';
import type { Sandbox } from './test/harness';

// With the request log on (as in dev mode), every account flow runs once; no line the sandbox
// writes may hold a password, a code, a token or the one-time password of a reset. The log shows
// each request's path and query, so this also proves none of them travelled in a URL.
let sandbox: Sandbox;
const lines: string[] = [];

beforeAll(async () => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    lines.push(args.map(String).join(' '));
  });
  vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
    lines.push(args.map(String).join(' '));
  });
  sandbox = await startSandbox({ dev: true, requestLog: true });
});

afterAll(async () => {
  await sandbox.close();
  vi.restoreAllMocks();
});

it('no log line holds a password, a code or a token', async () => {
  const { player, newIp } = DEMO_ACCOUNTS;
  const secrets: string[] = [player.password, newIp.password, 'Fresh#2027'];

  const who = visitor(sandbox, 'jade');
  const session = await logInAs(who, player);
  secrets.push(session.token);
  await getMemberInfo(who.client);
  await changePassword(who.client, {
    oldPassword: player.password,
    newPassword: 'Fresh#2027',
    confirmNewPassword: 'Fresh#2027',
  });
  await logout(who.client);

  const sms = visitor(sandbox, 'jade');
  await sendLoginSms(sms.client, {
    countryDialingCode: newIp.countryDialingCode,
    mobileNum: newIp.mobileNum,
    botCheck: await fetchBotCheck(sms.client),
  });
  const smsCode = lastCode(sandbox, phoneOf(newIp));
  secrets.push(smsCode);
  const bySms = await login(sms.client, {
    type: 'sms',
    countryDialingCode: newIp.countryDialingCode,
    mobileNum: newIp.mobileNum,
    verificationCode: smsCode,
  });
  secrets.push(bySms.token);

  const traveler = visitor(sandbox, 'aurora');
  const held = loginVerificationOf(await failureOf(logInAs(traveler, newIp)));
  await sendLoginVerificationCode(traveler.client, {
    verificationId: held?.verificationId ?? '',
    method: 'email',
  });
  const mailCode = lastCode(sandbox, newIp.email);
  secrets.push(mailCode);
  const verified = await completeLoginVerification(traveler.client, {
    verificationId: held?.verificationId ?? '',
    method: 'email',
    code: mailCode,
  });
  secrets.push(verified.token);

  await forgotPasswordByEmail(visitor(sandbox).client, {
    username: 'agent01',
    email: 'agent01@demo.example',
  });

  expect(lines.some((line) => line.includes('/wps/session/login'))).toBe(true);
  for (const secret of secrets) {
    for (const line of lines) expect(line.includes(secret), line).toBe(false);
  }
});
