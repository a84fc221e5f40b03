import type { Vendor } from '@lobby/api';
import { queryState } from '../../data/query';
import { atom } from '../../state/jotai';
import { localeAtom } from '../preferences/preferences.atoms';
import { vendorsQuery } from './vendors.queries';

/**
 * The vendors as known now, for derived atoms and actions (the launch reads a vendor's launch
 * mode in the click): null until they are asked for and answered. Components use `useVendors`.
 */
export const vendorsAtom = atom<readonly Vendor[] | null>(
  (get) => queryState(get, vendorsQuery(get(localeAtom).code)).data ?? null,
);
