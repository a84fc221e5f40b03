import { atom } from '../../state/jotai';
import type { CustomerServiceOutcome } from './openCustomerService';

/** The last outcome that needs a message (blocked popup, failed link); null when none. */
export const customerServiceProblemAtom = atom<Exclude<CustomerServiceOutcome, 'opened'> | null>(
  null,
);
