import { customerServiceRoute } from '@lobby/core';
import { apiAtom } from '../../data/api';
import { atom } from '../../state/jotai';
import { clubRankLevelAtom } from '../account/account.atoms';
import { brandAtom } from '../brand/brand.atoms';
import { customerServiceProblemAtom } from './customerService.atoms';
import { openCustomerService } from './openCustomerService';

/**
 * The customer-service button: VIP members (club rank above 4) go to VIP service, everyone else to
 * live chat. VIP service arrives with the member centre; until then it falls back to live chat.
 */
export const contactCustomerServiceAtom = atom(null, async (get, set) => {
  // VIP service ('vipService') opens with the member centre; live chat serves everyone until then.
  void customerServiceRoute(get(clubRankLevelAtom));
  set(customerServiceProblemAtom, null);
  const outcome = await openCustomerService(
    async () => {
      const { api, client } = await set(apiAtom);
      return (await api.getCustomerService(client)).version.pathList;
    },
    get(brandAtom).customerServiceHosts,
  );
  set(customerServiceProblemAtom, outcome === 'opened' ? null : outcome);
});
