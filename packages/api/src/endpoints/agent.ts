import type { ApiClient } from '../client';
import { paths } from '../paths';
import { contractListSchema } from '../schemas/agent';
import type { Contract } from '../schemas/agent';
import type { CallOptions } from './options';
import { withSignal } from './options';

/** Token; agents only (the server refuses members). */
export function getContracts(client: ApiClient, options?: CallOptions): Promise<Contract[]> {
  return client.request({
    method: 'GET',
    path: paths.agentContracts,
    value: contractListSchema,
    ...withSignal(options),
  });
}
