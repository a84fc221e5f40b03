import { afterEach, describe, expect, test, vi } from 'vitest';
import { IDENTITY_ERRORS, IdentityProviderError } from './identityErrors';
import {
  confirmPhoneCode,
  sendPhoneCode,
  signInWithPopup,
  splitPhoneNumber,
} from './identityClient';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('splitPhoneNumber', () => {
  test('takes the longest known dialing code', () => {
    expect(splitPhoneNumber('+18091234567', ['1', '+1809', '63'])).toEqual({
      countryDialingCode: '1809',
      mobileNum: '1234567',
    });
    expect(splitPhoneNumber('+639171234567', ['1', '63'])).toEqual({
      countryDialingCode: '63',
      mobileNum: '9171234567',
    });
    expect(splitPhoneNumber('+449171234567', ['1', '63'])).toBeNull();
  });
});

describe('the provider calls', () => {
  test("a refusal becomes the provider's error code; a lost link is the network error", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
      new Response(JSON.stringify({ error: { code: 'auth/quota-exceeded' } }), { status: 429 }),
    );
    await expect(sendPhoneCode('aurora', '+639171234567')).rejects.toMatchObject({
      code: IDENTITY_ERRORS.quotaExceeded,
    });
    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(sendPhoneCode('aurora', '+639171234567')).rejects.toMatchObject({
      code: IDENTITY_ERRORS.network,
    });
    // A code typed with no send from this form: send one (the provider is not asked).
    await expect(confirmPhoneCode('aurora', null, '123456')).rejects.toMatchObject({
      code: IDENTITY_ERRORS.codeExpired,
    });
  });
});

describe('signInWithPopup', () => {
  test('a blocked popup is "popup blocked"', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    await expect(signInWithPopup('aurora', 'google')).rejects.toEqual(
      new IdentityProviderError(IDENTITY_ERRORS.popupBlocked),
    );
  });

  test('the popup\'s message on this origin answers; closing it first is "popup closed"', async () => {
    vi.useFakeTimers();
    const popup = { closed: false } as Window;
    vi.spyOn(window, 'open').mockReturnValue(popup);
    const signedIn = signInWithPopup('aurora', 'google');
    // Another window's message, or one from elsewhere, is not the answer.
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: 'https://elsewhere.example',
        source: popup as MessageEventSource,
        data: { source: 'lobby-identity', idToken: 'forged', phoneNumber: '+63' },
      }),
    );
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: window.location.origin,
        source: popup as MessageEventSource,
        data: {
          source: 'lobby-identity',
          idToken: 't',
          phoneNumber: '+639171234567',
          channel: 'google',
        },
      }),
    );
    await expect(signedIn).resolves.toEqual({
      idToken: 't',
      phoneNumber: '+639171234567',
      channel: 'google',
    });

    const closedPopup = { closed: false } as { closed: boolean };
    vi.spyOn(window, 'open').mockReturnValue(closedPopup as Window);
    const abandoned = signInWithPopup('aurora', 'google');
    closedPopup.closed = true;
    vi.advanceTimersByTime(2000);
    await expect(abandoned).rejects.toMatchObject({ code: IDENTITY_ERRORS.popupClosed });
  });
});
