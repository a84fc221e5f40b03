import type { ApiClient } from '../client';
import { paths } from '../paths';
import { walletBalanceSchema } from '../schemas/wallet';
import type { WalletBalance } from '../schemas/wallet';
import type { CallOptions } from './options';
import { withSignal } from './options';

/** Token; amounts in minor units. */
export function getWalletBalance(client: ApiClient, options?: CallOptions): Promise<WalletBalance> {
  return client.request({
    method: 'GET',
    path: paths.walletBalance,
    value: walletBalanceSchema,
    ...withSignal(options),
  });
}
