import { vendorCategorizer } from '../shell/navigation';
import type { CategoryCodes, NavVendor } from '../shell/navigation';

/**
 * The game categories as the lobby lists them (doc 2 §2.1, §4.4). Which category a vendor falls in
 * (esports and cockfight vendors leave SPORTS) is the navigation's rule: these helpers file vendors
 * with its `vendorCategorizer` rather than restating it, so the header and the lobby cannot
 * disagree.
 */

/** The category a vendor is listed under (`SPORTS`/`DS88` -> `COCKFIGHT`); null for no category. */
export function vendorCategory(vendor: NavVendor, codes: CategoryCodes = {}): string | null {
  return vendorCategorizer(codes)(vendor);
}

/**
 * Every vendor of a category, in arrival order, one per code. The header's dropdown stops at 11;
 * the lobby's vendor filter needs them all.
 */
export function categoryVendors<V extends NavVendor>(
  vendors: readonly V[],
  gameType: string,
  codes: CategoryCodes = {},
): V[] {
  const type = gameType.toUpperCase();
  const categoryOf = vendorCategorizer(codes);
  const seen = new Set<string>();
  return vendors.filter((vendor) => {
    const code = vendor.vassalage.toUpperCase();
    if (seen.has(code) || categoryOf(vendor) !== type) return false;
    seen.add(code);
    return true;
  });
}

/** A category exists only with at least one vendor: its page, tab or entry shows only then. */
export function hasCategory(
  vendors: readonly NavVendor[],
  gameType: string,
  codes: CategoryCodes = {},
): boolean {
  const type = gameType.toUpperCase();
  const categoryOf = vendorCategorizer(codes);
  return vendors.some((vendor) => categoryOf(vendor) === type);
}
