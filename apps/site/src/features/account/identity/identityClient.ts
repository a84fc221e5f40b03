import { IDENTITY_ERRORS, IdentityProviderError } from './identityErrors';

// The sign-in provider's client (it stands for the provider's SDK): loaded only when a form
// uses the provider, so the first visit carries none of it.

/** What the provider says about who signed in: its signed token and the verified phone. */
export interface IdentityToken {
  idToken: string;
  /** `+<dialing code><number>`. */
  phoneNumber: string;
  channel: string;
}

const BASE = '/identity/v1';
// The simulated provider's invisible captcha always passes in the browser; the provider still
// refuses a send without its token (and a dev control makes it fail).
const RECAPTCHA_TOKEN = 'sandbox-invisible-recaptcha';

async function call<T>(path: string, body: object): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${BASE}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new IdentityProviderError(IDENTITY_ERRORS.network);
  }
  const answer = (await response.json().catch(() => ({}))) as { error?: { code?: string } };
  if (!response.ok) throw new IdentityProviderError(answer.error?.code ?? IDENTITY_ERRORS.unknown);
  return answer as T;
}

/** Sends a code by SMS to the phone; answers the verification id its confirmation needs. */
export async function sendPhoneCode(project: string, phoneNumber: string): Promise<string> {
  const { verificationId } = await call<{ verificationId: string }>('/phone/sendCode', {
    project,
    phoneNumber,
    recaptchaToken: RECAPTCHA_TOKEN,
  });
  return verificationId;
}

/** Confirms the code of a send; `null` when no code was sent from this form. */
export function confirmPhoneCode(
  project: string,
  verificationId: string | null,
  code: string,
): Promise<IdentityToken> {
  // The code typed cannot be checked without its send: the way on is to send one.
  if (verificationId === null) {
    return Promise.reject(new IdentityProviderError(IDENTITY_ERRORS.codeExpired));
  }
  return call<IdentityToken>('/phone/confirm', { project, verificationId, code });
}

// How often the page looks whether the popup was closed, and how long it still waits for the
// popup's last message after that (it posts, then closes itself).
const CLOSED_POLL_MS = 400;
const LAST_MESSAGE_MS = 300;

/**
 * Signs in with a social account in the provider's popup window. The popup answers with a message
 * on this site's origin; closing it first is the provider's "popup closed" failure, and a browser
 * that blocks it is "popup blocked".
 */
export function signInWithPopup(project: string, channel: string): Promise<IdentityToken> {
  const query = new URLSearchParams({ project, channel });
  const popup = window.open(
    `${BASE}/popup?${query.toString()}`,
    'lobby-identity',
    'popup,width=440,height=600',
  );
  if (!popup) return Promise.reject(new IdentityProviderError(IDENTITY_ERRORS.popupBlocked));
  return new Promise((resolve, reject) => {
    let closedTimer: number | undefined;
    const finish = () => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(poll);
      if (closedTimer !== undefined) window.clearTimeout(closedTimer);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== popup) return;
      const data = event.data as Partial<IdentityToken> & {
        source?: string;
        error?: { code?: string };
      };
      if (data.source !== 'lobby-identity') return;
      finish();
      if (data.error || !data.idToken || !data.phoneNumber) {
        reject(new IdentityProviderError(data.error?.code ?? IDENTITY_ERRORS.unknown));
      } else {
        resolve({
          idToken: data.idToken,
          phoneNumber: data.phoneNumber,
          channel: data.channel ?? channel,
        });
      }
    };
    window.addEventListener('message', onMessage);
    const poll = window.setInterval(() => {
      if (!popup.closed || closedTimer !== undefined) return;
      closedTimer = window.setTimeout(() => {
        finish();
        reject(new IdentityProviderError(IDENTITY_ERRORS.popupClosed));
      }, LAST_MESSAGE_MS);
    }, CLOSED_POLL_MS);
  });
}

/** A verified phone split into the dialing code and the number, by the longest known code. */
export function splitPhoneNumber(
  phoneNumber: string,
  dialingCodes: readonly string[],
): { countryDialingCode: string; mobileNum: string } | null {
  const digits = phoneNumber.replace(/^\+/, '');
  const code = [...dialingCodes]
    .map((entry) => entry.replace(/^\+/, ''))
    .filter((entry) => entry !== '' && digits.startsWith(entry))
    .sort((a, b) => b.length - a.length)[0];
  return code === undefined
    ? null
    : { countryDialingCode: code, mobileNum: digits.slice(code.length) };
}
