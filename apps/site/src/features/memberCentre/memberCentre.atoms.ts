import { atom } from '../../state/jotai';
import { whitelabelAtom } from '../system/system.atoms';

/**
 * The whitelabel toggle that switches the member centre on for a brand (doc 1 §6: "member centre
 * when enabled"). The spec names the switch, not its module id; the sandbox's tree carries it as
 * this leaf, beside the other toggles.
 */
export const MEMBER_CENTRE_FLAG = 'MEMBERCENTER3';

export const memberCentreEnabledAtom = atom(
  (get) => get(whitelabelAtom)[MEMBER_CENTRE_FLAG] === true,
);
