import { Hono } from 'hono';
import type { Context } from 'hono';
import * as v from 'valibot';
import type { Services } from '../context';
import type { Database } from '../db';
import { ok, readJson } from '../http/envelope';
import { findMerchant } from '../store/system';
import { PROVIDER_ERRORS, PROVIDER_ERROR_CODES, ProviderError } from './errors';
import { POPUP_SCRIPT, popupPage } from './popup';
import { confirmPhoneCode, sendPhoneCode, signInWithAccount } from './provider';
import type { ProviderCall } from './provider';
import { setChannel, setNextFault } from './store';

/** Mounted at this path: the provider stands for an outside service, not the site's /wps API. */
export const IDENTITY_PREFIX = '/identity/v1';

const text = v.optional(v.pipe(v.string(), v.maxLength(256)));
const project = v.pipe(v.string(), v.maxLength(32));
const sendBody = v.object({ project, phoneNumber: text, recaptchaToken: text });
const confirmBody = v.object({ project, verificationId: text, code: text });
const signInBody = v.object({
  project,
  channel: v.pipe(v.string(), v.maxLength(32)),
  phoneNumber: text,
});

/**
 * The simulated identity provider (Firebase's phone and social sign-in): its answers are its own
 * shape, not the /wps envelope: the value itself, or a status with `{ error: { code, message } }`.
 * A project is a merchant.
 */
export function identityProviderRoutes({ db, now }: Services) {
  const routes = new Hono();
  routes.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  routes.post('/phone/sendCode', async (c) => {
    const body = await readJson(c, sendBody);
    return answer(c, () => sendPhoneCode(callOf(db, body.project, now()), body));
  });
  routes.post('/phone/confirm', async (c) => {
    const body = await readJson(c, confirmBody);
    return answer(c, () => confirmPhoneCode(callOf(db, body.project, now()), body));
  });
  routes.post('/accounts/signIn', async (c) => {
    const body = await readJson(c, signInBody);
    return answer(c, () => signInWithAccount(callOf(db, body.project, now()), body));
  });
  routes.get('/popup', (c) => {
    const page = popupPage(c.req.query('channel') ?? '');
    return page === undefined ? c.text('Unknown sign-in channel', 404) : c.html(page);
  });
  routes.get('/popup.js', (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    return c.body(POPUP_SCRIPT);
  });
  return routes;
}

function callOf(db: Database, merchant: string, now: number): ProviderCall {
  // An unknown project has no channel switched on.
  if (!findMerchant(db, merchant)) {
    throw new ProviderError(PROVIDER_ERRORS.operationNotAllowed, 'Unknown project');
  }
  return { db, merchant, now };
}

function answer(c: Context, run: () => object) {
  try {
    return c.json(run());
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    if (error.retryAfter !== undefined) c.header('Retry-After', String(error.retryAfter));
    return c.json(
      {
        error: {
          code: error.code,
          message: error.message,
          ...(error.retryAfter === undefined ? {} : { retryAfter: error.retryAfter }),
        },
      },
      error.status,
    );
  }
}

const merchantCode = v.pipe(v.string(), v.regex(/^[a-z0-9_-]{1,32}$/, 'must be a merchant code'));
const faultBody = v.object({ merchant: merchantCode, fault: v.picklist(PROVIDER_ERROR_CODES) });
const channelBody = v.object({
  merchant: merchantCode,
  channel: v.picklist(['phone', 'google']),
  enabled: v.boolean(),
});

/**
 * `/wps/dev/identity/*` (dev mode only): `fault` makes the provider answer the merchant's next
 * call with that failure (what the journeys cannot cause otherwise: the provider's internal error,
 * its captcha); `channel` switches a merchant's sign-in channel on or off.
 */
export function identityDevRoutes({ db }: Services) {
  const routes = new Hono();
  routes.post('/fault', async (c) => {
    const body = await readJson(c, faultBody);
    setNextFault(db, body.merchant, body.fault);
    return ok(c, body);
  });
  routes.post('/channel', async (c) => {
    const body = await readJson(c, channelBody);
    setChannel(db, body.merchant, body.channel, body.enabled);
    return ok(c, body);
  });
  return routes;
}
