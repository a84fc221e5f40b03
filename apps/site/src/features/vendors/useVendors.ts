import type { Vendor } from '@lobby/api';
import { useQuery } from '../../data/useQuery';
import { useAtomValue } from '../../state/jotai';
import { localeAtom } from '../preferences/preferences.atoms';
import { vendorsQuery } from './vendors.queries';

/**
 * The vendors, for a component: asked when it mounts, shared by every part that shows them; the
 * previous language's list stays on view while the new one loads. Null until the first answer.
 */
export function useVendors(): readonly Vendor[] | null {
  const { code } = useAtomValue(localeAtom);
  return useQuery(vendorsQuery(code), { keepPrevious: true }).data ?? null;
}
