import { customerServiceRoute } from '@lobby/core';
import { apiAtom } from '../../data/api';
import { atom } from '../../state/jotai';
import { clubRankLevelAtom } from '../account/account.atoms';
import { brandAtom } from '../brand/brand.atoms';
import { customerServiceProblemAtom } from './customerService.atoms';
import { openCustomerService } from './openCustomerService';

/**
 * The customer-service button (doc 1 §6): VIP members (club rank level above 4) go to the VIP
 * customer service the operator configures, everyone else (visitors too) to live chat.
 */
export const contactCustomerServiceAtom = atom(null, async (get, set) => {
  const route = customerServiceRoute(get(clubRankLevelAtom));
  set(customerServiceProblemAtom, null);
  const outcome = await openCustomerService(
    async () => {
      const { api, client } = await set(apiAtom);
      return (await api.getCustomerService(client)).version.pathList;
    },
    get(brandAtom).customerServiceHosts,
    undefined,
    route,
  );
  set(customerServiceProblemAtom, outcome === 'opened' ? null : outcome);
});
