/** Lottery prize modes (doc 1 §1). */
export const PRIZE_MODES = ['Lott', 'ZY', 'Elott', 'SEA'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];

/** Cards in the ELOTT category that switch the site to the e-lottery mode. */
const ELOTT_MARKERS = new Set(['TCG_LOTTO_VN', 'LOTT']);

/** The game-vendor data's categories: a title and cards, each card naming its vendor. */
export interface VendorCategory {
  title: string;
  cards: readonly { vassalage: string }[];
}

/**
 * Doc 2 §4.3: the lottery mode by default; the e-lottery mode if the ELOTT category contains a
 * TCG_LOTTO_VN or LOTT card. Titles and codes compare case-insensitively.
 */
export function prizeMode(categories: readonly VendorCategory[]): 'Lott' | 'Elott' {
  const elott = categories.some(
    (category) =>
      category.title.toUpperCase() === 'ELOTT' &&
      category.cards.some((card) => ELOTT_MARKERS.has(card.vassalage.toUpperCase())),
  );
  return elott ? 'Elott' : 'Lott';
}
