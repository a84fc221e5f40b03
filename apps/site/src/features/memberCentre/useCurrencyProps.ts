import { useQuery } from '../../data/useQuery';
import { memberQuery } from '../account/member.queries';

/**
 * The brand's currency symbol from the member info, as props for the member units: none while it
 * is unknown, so the units show their default (the spec's P).
 */
export function useCurrencyProps(): { currency?: string } {
  const symbol = useQuery(memberQuery, { enabled: false }).data?.currencySymbol;
  return symbol ? { currency: symbol } : {};
}
