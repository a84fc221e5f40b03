import { describe, expect, test } from 'vitest';
import { setupI18n } from '@lingui/core';
import {
  ApiError,
  CLAIM_CODES,
  CONTRACT_CODES,
  MONEY_CODES,
  PROMOTION_CODES,
  PROTECTION_CODES,
  SERVER_CODES,
} from '@lobby/api';
import { ChunkLoadError } from '../app/loadChunk';
import { errorMessage } from './errorMessages';
import { formatInstant } from './formatInstant';

// No catalog loaded: the source (English) text of each message is what shows.
const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

describe('errorMessage', () => {
  test('a server failure with its own message shows that message', () => {
    const error = new ApiError({ kind: 'server', status: 400, message: 'Wrong password' });
    expect(errorMessage(i18n, error)).toBe('Wrong password');
  });

  test('a failure code the site knows shows its own translatable text', () => {
    const error = new ApiError({
      kind: 'server',
      status: 400,
      code: 'BAD_CREDENTIALS',
      message: 'Account or password wrong (server)',
    });
    expect(errorMessage(i18n, error)).toBe('Account or password wrong');
  });

  test.each(Object.values(MONEY_CODES))(
    'the money refusal %s has the site’s own text, not the server’s English',
    (code) => {
      const error = new ApiError({ kind: 'server', status: 400, code, message: 'server words' });
      const text = errorMessage(i18n, error);
      expect(text).not.toBe('server words');
      expect(text).not.toBe('System error. Please try again later.');
    },
  );

  // member centre II: every claim refusal reads in the player's language
  test.each(Object.values(CLAIM_CODES))(
    'the claim refusal %s has the site’s own text, not the server’s English',
    (code) => {
      const error = new ApiError({ kind: 'server', status: 409, code, message: 'server words' });
      const text = errorMessage(i18n, error);
      expect(text).not.toBe('server words');
      expect(text).not.toBe('System error. Please try again later.');
    },
  );

  // promotions and activities (issue 27): every refusal of join, apply and claim
  test.each(Object.values(PROMOTION_CODES))(
    'the promotion refusal %s has the site’s own text, not the server’s English',
    (code) => {
      const error = new ApiError({ kind: 'server', status: 400, code, message: 'server words' });
      const text = errorMessage(i18n, error);
      expect(text).not.toBe('server words');
      expect(text).not.toBe('System error. Please try again later.');
    },
  );

  // the agent centre: every refusal of the team and contract calls reads in the agent's language
  test.each([
    SERVER_CODES.notAgent,
    SERVER_CODES.notInTeam,
    SERVER_CODES.rebateAboveOwn,
    SERVER_CODES.alreadyAgent,
    SERVER_CODES.applicationPending,
    ...Object.values(CONTRACT_CODES),
  ])('the agent refusal %s has the site’s own text, not the server’s English', (code) => {
    const error = new ApiError({ kind: 'server', status: 409, code, message: 'server words' });
    const text = errorMessage(i18n, error);
    expect(text).not.toBe('server words');
    expect(text).not.toBe('System error. Please try again later.');
  });

  // document 1 rows (issue 29): the registration's refusals of a missing terms or age promise
  test.each([SERVER_CODES.termsNotAccepted, SERVER_CODES.ageNotConfirmed])(
    'the registration refusal %s has the site’s own text, not the server’s English',
    (code) => {
      const error = new ApiError({ kind: 'server', status: 400, code, message: 'server words' });
      const text = errorMessage(i18n, error);
      expect(text).not.toBe('server words');
      expect(text).not.toBe('System error. Please try again later.');
    },
  );

  test('a network failure shows the catalogue text', () => {
    expect(errorMessage(i18n, new ApiError({ kind: 'network' }))).toBe(
      'The network link is abnormal. Please retry.',
    );
  });

  test('a limit that says when it ends gives the time to come back; a locked account the way out', () => {
    const backoff = new ApiError({
      kind: 'rateLimited',
      retryAfterSeconds: 120,
      code: 'LOGIN_BACKOFF',
    });
    expect(errorMessage(i18n, backoff)).toMatch(
      /^Too many attempts\. Please retry after \d{1,2}:\d{2}( [AP]M)?\.$/,
    );
    expect(errorMessage(i18n, new ApiError({ kind: 'rateLimited' }))).toBe(
      'Too many requests. Please retry after 5 minutes.',
    );
    const locked = new ApiError({ kind: 'server', status: 403, code: 'ACCOUNT_LOCKED' });
    expect(errorMessage(i18n, locked)).toBe(
      'This account is locked after too many failed logins. Reset your password to unlock it.',
    );
  });

  // player protection (issue 30): the refusal names the limit, its amount and when it resets
  test('a limit refusal names the limit, its amount and when it resets, with the time zone', () => {
    const error = new ApiError({
      kind: 'server',
      status: 400,
      code: 'LIMIT_REACHED',
      message: 'server words',
      value: { kind: 'deposit', period: 'day', amount: 5000, resetsAt: '2026-11-27T00:00:00.000Z' },
    });
    const text = errorMessage(i18n, error);
    expect(text).toMatch(
      /^This would go over your daily deposit limit of 50\.00\. The limit resets on /,
    );
    expect(text).toContain(formatInstant('en', '2026-11-27T00:00:00.000Z'));
    // The zone is named: a reset at midnight UTC is another hour elsewhere.
    expect(formatInstant('en', '2026-11-27T00:00:00.000Z')).toMatch(/(UTC|GMT)/);
  });

  test.each([
    [
      { kind: 'timeOut', until: '2026-11-28T10:00:00.000Z' },
      /^You are taking a break until .*(UTC|GMT)/,
    ],
    [
      { kind: 'selfExclusion', until: '2027-05-28T10:00:00.000Z' },
      /^Your account is self-excluded until .*2027/,
    ],
    [{ kind: 'selfExclusion', until: null }, /^Your account is self-excluded permanently/],
  ])('a login refused for a break (%o) says until when', (value, expected) => {
    const error = new ApiError({ kind: 'server', status: 403, code: 'ACCOUNT_BREAK', value });
    expect(errorMessage(i18n, error)).toMatch(expected);
  });

  test('a session-limit refusal gives the limit; a refusal without its value still reads as the site’s', () => {
    const session = new ApiError({
      kind: 'server',
      status: 400,
      code: 'SESSION_LIMIT_REACHED',
      value: { minutes: 60 },
    });
    expect(errorMessage(i18n, session)).toContain('session time limit of 60 minutes');
    for (const code of Object.values(PROTECTION_CODES)) {
      const bare = new ApiError({ kind: 'server', status: 400, code, message: 'server words' });
      const text = errorMessage(i18n, bare);
      expect(text).not.toBe('server words');
      expect(text).not.toBe('System error. Please try again later.');
    }
  });

  test('the API’s code not arriving reads as the network failure it is', () => {
    expect(errorMessage(i18n, new ChunkLoadError('missing'))).toBe(
      'The network link is abnormal. Please retry.',
    );
  });

  test('anything that is not an API failure is an unknown system error', () => {
    expect(errorMessage(i18n, new Error('boom'))).toBe('System error. Please try again later.');
  });
});
