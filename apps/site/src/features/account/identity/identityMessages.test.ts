import { setupI18n } from '@lingui/core';
import { ApiError } from '@lobby/api';
import { describe, expect, test } from 'vitest';
import { IDENTITY_ERRORS, IdentityProviderError } from './identityErrors';
import { identityErrorMessage } from './identityMessages';

// No catalog loaded: the source (English) text of each message is what shows.
const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

describe('identityErrorMessage', () => {
  test('each sign-in provider failure has its own message; an unknown code is "unknown"', () => {
    const texts = Object.values(IDENTITY_ERRORS).map((code) =>
      identityErrorMessage(i18n, new IdentityProviderError(code)),
    );
    // No two failures read the same: each says what happened and what to do.
    expect(new Set(texts).size).toBe(texts.length);
    expect(identityErrorMessage(i18n, new IdentityProviderError('auth/too-many-requests'))).toBe(
      'Too many requests. Please retry after 5 minutes.',
    );
    expect(identityErrorMessage(i18n, new IdentityProviderError('auth/something-new'))).toBe(
      identityErrorMessage(i18n, new IdentityProviderError(IDENTITY_ERRORS.unknown)),
    );
  });

  test("the server's refusals of the token have the site's own text; others are not its own", () => {
    const refusal = (code: string) =>
      new ApiError({ kind: 'server', status: 400, code, message: 'server words' });
    expect(identityErrorMessage(i18n, refusal('IDENTITY_ACCOUNT_UNKNOWN'))).toBe(
      'No account uses this phone number. Please register first.',
    );
    expect(identityErrorMessage(i18n, refusal('IDENTITY_TOKEN_INVALID'))).toMatch(
      /verify it again/,
    );
    expect(identityErrorMessage(i18n, refusal('BAD_CREDENTIALS'))).toBeUndefined();
  });
});
