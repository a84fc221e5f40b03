import { Hono } from 'hono';
import * as v from 'valibot';
import type { Services } from '../context';
import { LANGUAGES } from '../constants';
import { ok, readJson } from '../http/envelope';
import { merchant } from '../http/merchant';
import type { MerchantEnv } from '../http/merchant';
import { rateLimit } from '../http/rateLimit';

const languageBody = v.object({
  language: v.picklist(LANGUAGES, 'must be one of the site language codes'),
});

export function memberRoutes({ db, now, limits }: Services) {
  const routes = new Hono<MerchantEnv>();
  routes.use('*', merchant(db));

  // Without sessions yet there is no member to store the language on: the call validates and
  // acknowledges, as the operator's backend does for a visitor.
  routes.post(
    '/language',
    rateLimit({ db, now, name: 'language', rule: limits.language }),
    async (c) => {
      await readJson(c, languageBody);
      return ok(c, null);
    },
  );

  return routes;
}
