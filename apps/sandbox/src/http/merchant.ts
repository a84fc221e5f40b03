import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { DEFAULT_MERCHANT } from '../constants';
import type { Database } from '../db';
import { findMerchant } from '../store/system';
import type { Merchant } from '../store/system';
import { ApiError } from './envelope';

export type MerchantEnv = { Variables: { merchant: Merchant } };

/** Resolves the `Merchant` header every /wps call sends; absent means the default brand. */
export function merchant(db: Database) {
  return createMiddleware<MerchantEnv>(async (c, next) => {
    const code = c.req.header('merchant')?.trim() || DEFAULT_MERCHANT;
    const found = findMerchant(db, code);
    if (!found) throw new ApiError(400, 'Unknown merchant');
    c.set('merchant', found);
    await next();
  });
}

/**
 * The request's brand code, for helpers generic over the route's env. Hono types `c.var` loosely
 * for a generic env; `E extends MerchantEnv` is what guarantees the variable is there.
 */
export function merchantCodeOf<E extends MerchantEnv>(c: Context<E>): string {
  return (c.var as MerchantEnv['Variables']).merchant.code;
}
