import type { Database } from '../db';
import { BANNER_GROUPS, LINKAGE_TYPES } from '../constants';
import { BANNER_CAMPAIGNS, SEED_MERCHANTS } from './data';
import { Random } from '../random';

/** Bump only together with a new seed step: a step that has run on a database never changes. */
const BANNER_SEED = 20260801;

/**
 * Every brand's banners (the seed step "banners", and a reset): per group one to four campaigns
 * with a real headline, a subline and a call to action, which the sandbox draws into the banner's
 * picture. A brand starts each group's campaigns at its own place in the list, so the brands
 * differ. Like the other seeds it never touches the clock or Math.random.
 */
export function seedBanners(db: Database): void {
  const random = new Random(BANNER_SEED);
  db.transaction(() => {
    db.run('DELETE FROM banners');
    SEED_MERCHANTS.forEach(({ code: merchant }, brandIndex) => {
      const site = `${merchant}.example`;
      let bannerId = (brandIndex + 1) * 1000;
      for (const group of BANNER_GROUPS) {
        const { hue, campaigns } = BANNER_CAMPAIGNS[group];
        const count = Math.min(campaigns.length, random.int(2, 4));
        for (let position = 0; position < count; position++) {
          const campaign = campaigns[(brandIndex + position) % campaigns.length];
          if (campaign === undefined) continue;
          const linkageType = random.chance(0.6) ? random.pick(LINKAGE_TYPES) : null;
          const linkage =
            linkageType === 'URL'
              ? `https://www.${site}/promotions/${group.slice(2)}-${position + 1}`
              : linkageType === 'PROMOTION'
                ? `promo-${random.int(1, 40)}`
                : linkageType === 'GAME'
                  ? String(random.int(1, 10000))
                  : null;
          db.run(
            `INSERT INTO banners (banner_id, merchant, group_name, title, subline, call_to_action,
               linkage_type, linkage, colour, position)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
            [
              ++bannerId,
              merchant,
              group,
              campaign.headline,
              campaign.subline,
              campaign.callToAction,
              linkageType,
              linkage,
              random.colourNear(hue, 14),
              position,
            ],
          );
        }
      }
    });
  });
}
