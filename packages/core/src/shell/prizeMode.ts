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
 * A brand's lottery mode (doc 1 §1's brand configuration, `lotteryType`): the prize mode it plays
 * unless its e-lottery takes over. Every prize mode but the e-lottery's.
 */
export type LotteryMode = Exclude<PrizeMode, 'Elott'>;

/**
 * Doc 2 §4.3: the brand's lottery mode by default (Lott, ZY or SEA); the e-lottery mode if the ELOTT
 * category contains a TCG_LOTTO_VN or LOTT card. Titles and codes compare case-insensitively.
 */
export function prizeMode(
  categories: readonly VendorCategory[],
  lotteryMode: LotteryMode = 'Lott',
): PrizeMode {
  const elott = categories.some(
    (category) =>
      category.title.toUpperCase() === 'ELOTT' &&
      category.cards.some((card) => ELOTT_MARKERS.has(card.vassalage.toUpperCase())),
  );
  return elott ? 'Elott' : lotteryMode;
}
