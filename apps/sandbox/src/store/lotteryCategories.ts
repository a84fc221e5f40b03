/**
 * The lottery categories of the demo brands (doc 2 §1: "lottery (LOTT), e-lottery (ELOTT)"; doc 2
 * §4.3). The catalogue files every lottery vendor under the API's one LOTTERY type; a brand may
 * instead file them under the spec's own LOTT and ELOTT categories, and then the site shows those
 * as categories of their own. Jade does, and puts the VN lottery (TCG_LOTTO_VN) among its
 * e-lotteries, so its prize mode is the e-lottery one (doc 2 §4.3); the other brands keep the one
 * LOTTERY category and the lottery mode. Brand configuration, like the brand files: a constant,
 * not seeded data, since no screen of the sandbox changes it.
 */
const LOTTERY_CATEGORIES: Readonly<Record<string, Readonly<Record<string, 'LOTT' | 'ELOTT'>>>> = {
  jade: { LOTT: 'LOTT', TCG_SEA: 'LOTT', ELOTT: 'ELOTT', TCG_LOTTO_VN: 'ELOTT' },
};

/** The category a brand files a vendor under: its own lottery category, else the vendor's type. */
export function vendorCategory(merchant: string, code: string, gameType: string): string {
  if (gameType !== 'LOTTERY') return gameType;
  return LOTTERY_CATEGORIES[merchant]?.[code] ?? gameType;
}
