import type { BannerGroup } from '../constants';
import { bannerArt } from '../assets/bannerArt';
import type { PromotionRow } from './store';

/** The banner composition a category's artwork borrows (its label and illustration). */
const GROUP_OF_CATEGORY: Readonly<Record<string, BannerGroup>> = {
  casino: 'w_live',
  slots: 'w_rng',
  sports: 'w_sports',
  daily: 'w_promotion',
  new: 'w_home',
};

/**
 * A promotion's artwork: the banner drawing (16:5) in the promotion's colour, which the seed takes
 * from its brand's hue, with the category's illustration and the title as the headline.
 */
export function promotionArt(
  promotion: Pick<PromotionRow, 'id' | 'category' | 'title' | 'colour'>,
): string {
  return bannerArt({
    // Apart from the banners' ids, so a promotion never draws the same sparkles as a banner.
    bannerId: 500_000 + promotion.id,
    groupName: GROUP_OF_CATEGORY[promotion.category] ?? 'w_promotion',
    title: promotion.title,
    subline: null,
    callToAction: null,
    colour: promotion.colour,
  });
}

/** Where the sandbox serves the artwork, under the assets prefix. */
export const promotionArtPath = (id: number): string => `/sandbox-assets/promotions/${id}.svg`;
