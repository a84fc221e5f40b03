import type { Vendor } from '@lobby/api';
import { prizeMode, type VendorCategory } from '@lobby/core';

/**
 * The lottery launch's prize mode (doc 2 §4.3) from the vendor data: each game type is a category
 * of vendor cards, and core's rule decides (e-lottery when the ELOTT category holds a TCG_LOTTO_VN
 * or LOTT card). The launch call names the modes in capitals.
 */
export function lottoPrizeMode(
  vendors: readonly Pick<Vendor, 'gameType' | 'vassalage'>[],
): 'LOTT' | 'ELOTT' {
  const byType = new Map<string, { vassalage: string }[]>();
  for (const vendor of vendors) {
    const title = vendor.gameType.toUpperCase();
    const cards = byType.get(title);
    if (cards) cards.push({ vassalage: vendor.vassalage });
    else byType.set(title, [{ vassalage: vendor.vassalage }]);
  }
  const categories: VendorCategory[] = [...byType].map(([title, cards]) => ({ title, cards }));
  return prizeMode(categories) === 'Elott' ? 'ELOTT' : 'LOTT';
}
