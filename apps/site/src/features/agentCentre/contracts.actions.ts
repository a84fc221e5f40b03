import type { Contract, ContractOfferRequest, ContractRespondRequest } from '@lobby/api';
import type { Api } from '../../data/api';
import { apiAtom } from '../../data/api';
import { invalidateQueriesAtom } from '../../data/query';
import { atom, type Setter } from '../../state/jotai';

/**
 * Runs a contract call. Done or refused (answered in another tab, ended by the upline meanwhile),
 * the agent centre's lists are asked again, so the page shows what the server now holds.
 */
async function changing(set: Setter, call: (api: Api) => Promise<Contract>): Promise<Contract> {
  const api = await set(apiAtom);
  try {
    return await call(api);
  } finally {
    set(invalidateQueriesAtom, ['agent']);
  }
}

export const offerContractAtom = atom(null, (_get, set, offer: ContractOfferRequest) =>
  changing(set, ({ api, client }) => api.offerContract(client, offer)),
);

export const respondToContractAtom = atom(null, (_get, set, answer: ContractRespondRequest) =>
  changing(set, ({ api, client }) => api.respondToContract(client, answer)),
);

export const terminateContractAtom = atom(null, (_get, set, id: number) =>
  changing(set, ({ api, client }) => api.terminateContract(client, id)),
);
