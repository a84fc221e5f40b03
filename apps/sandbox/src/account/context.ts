import type { Context } from 'hono';
import type { Services } from '../context';
import { visitorIp } from '../http/ip';
import { merchantCodeOf } from '../http/merchant';
import type { MerchantEnv } from '../http/merchant';

/** Who is asking: the services, the brand of the request and the visitor's address. */
export interface AccountContext {
  services: Services;
  merchant: string;
  ip: string;
}

export function accountContext<E extends MerchantEnv>(
  c: Context<E>,
  services: Services,
): AccountContext {
  return { services, merchant: merchantCodeOf(c), ip: visitorIp(c) ?? 'unknown' };
}
