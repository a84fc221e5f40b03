import type { LotteryPrizeMode, Vendor } from '@lobby/api';
import { prizeMode, type LotteryMode, type PrizeMode, type VendorCategory } from '@lobby/core';

/** The modes as the calls spell them. */
const WIRE: Readonly<Record<PrizeMode, LotteryPrizeMode>> = {
  Lott: 'LOTT',
  ZY: 'ZY',
  Elott: 'ELOTT',
  SEA: 'SEA',
};

/**
 * The lottery launch's prize mode (doc 2 §4.3) from the vendor data and the brand's lottery mode:
 * each game type is a category of vendor cards, and core's rule decides (e-lottery when the ELOTT
 * category holds a TCG_LOTTO_VN or LOTT card, else the brand's mode). The calls name the modes in
 * capitals.
 */
export function lottoPrizeMode(
  vendors: readonly Pick<Vendor, 'gameType' | 'vassalage'>[],
  lotteryMode: LotteryMode = 'Lott',
): LotteryPrizeMode {
  const byType = new Map<string, { vassalage: string }[]>();
  for (const vendor of vendors) {
    const title = vendor.gameType.toUpperCase();
    const cards = byType.get(title);
    if (cards) cards.push({ vassalage: vendor.vassalage });
    else byType.set(title, [{ vassalage: vendor.vassalage }]);
  }
  const categories: VendorCategory[] = [...byType].map(([title, cards]) => ({ title, cards }));
  return WIRE[prizeMode(categories, lotteryMode)];
}
