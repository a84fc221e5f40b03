import type { PromotionKind } from '@lobby/api';
import type { Database } from '../db';
import { Random } from '../random';
import { insertPromotion } from '../promotions/store';
import { SEED_MERCHANTS } from './data';

/** Bump only together with a new seed step: a step that has run on a database never changes. */
const PROMOTION_SEED = 20261127;
const DAY = 24 * 60 * 60 * 1000;

/** Each brand's artwork starts from its own hue, so the three brands' pages differ. */
const BRAND_HUE: Readonly<Record<string, number>> = { aurora: 268, jade: 152, ember: 18 };

interface SeedPromotion {
  category: string;
  kind: PromotionKind;
  title: string;
  summary: string;
  /** Rules as HTML, the way an operator's editor writes them. */
  rules: readonly string[];
  /** Minor units. */
  reward: number;
  /** Days from the seed's day; the default period runs from 14 days ago to 90 days ahead. */
  period?: readonly [from: number, to: number];
}

const RULES_TAIL = [
  'One entry per member. Bonuses are credited to the main wallet and carry a 1x turnover.',
  'The operator may change or end this promotion at any time; its decision is final.',
];

const PROMOTIONS: readonly SeedPromotion[] = [
  {
    category: 'new',
    kind: 'claim',
    title: 'Welcome gift',
    summary: 'A free bonus for every new member: claim it once, no deposit needed.',
    rules: ['Claim the gift on this page.', 'Members who registered this season only.'],
    reward: 8_800,
  },
  {
    category: 'casino',
    kind: 'apply',
    title: 'Big win bonus',
    summary: 'Share a screenshot of a win of 50x or more and get a bonus on top.',
    rules: [
      'Apply with a comment naming the game and up to three screenshots (PNG or JPG, 5 MB each).',
      'Applications are reviewed within 24 hours; the bonus is credited when issued.',
    ],
    reward: 28_800,
  },
  {
    category: 'sports',
    kind: 'join',
    title: 'Weekend parlay league',
    summary: 'Join the league and every parlay of three legs or more counts for the weekly table.',
    rules: ['Join once; parlays placed after joining count.', 'Minimum odds 1.50 per leg.'],
    reward: 0,
  },
  {
    category: 'daily',
    kind: 'redEnvelope',
    title: 'Daily red envelope',
    summary: 'Open a red envelope once a day for a surprise amount.',
    rules: ['One envelope per member per day.', 'The amount is random, up to 88.00.'],
    reward: 8_800,
  },
  {
    category: 'daily',
    kind: 'wheel',
    title: 'Lucky prize wheel',
    summary: 'Every deposit earns spins on the prize wheel.',
    rules: [
      'One spin for every 100.00 deposited.',
      'Segments and their odds are shown on the wheel.',
    ],
    reward: 0,
  },
  {
    category: 'casino',
    kind: 'egg',
    title: 'Golden egg hunt',
    summary: 'Crack golden eggs with the tickets you earn from valid bets.',
    rules: ['One ticket for every 500.00 of valid bet.', 'Each egg holds a cash prize.'],
    reward: 0,
  },
  {
    category: 'daily',
    kind: 'signIn',
    title: 'Sign-in calendar',
    summary: 'Sign in every day; a seven-day streak pays the most.',
    rules: ['Sign in once a day.', 'Missing a day starts the streak again.'],
    reward: 0,
  },
  {
    category: 'slots',
    kind: 'freeSpins',
    title: 'Free spins Friday',
    summary: 'Twenty free spins on a featured slot, used in the game.',
    rules: [
      'Spins are credited to the featured slot.',
      'Winnings from free spins go to the main wallet.',
    ],
    reward: 0,
  },
  {
    category: 'daily',
    kind: 'dailyTasks',
    title: 'Daily tasks',
    summary: 'Finish the day’s tasks and collect a reward for each.',
    rules: ['Tasks reset at 00:00 UTC.', 'Each task pays once a day.'],
    reward: 0,
  },
  {
    category: 'new',
    kind: 'invite',
    title: 'Invite and earn',
    summary: 'Invite friends with your referral link and earn from their play.',
    rules: ['Share your referral link from the member centre.', 'Friends must be new members.'],
    reward: 0,
  },
  {
    category: 'casino',
    kind: 'vip',
    title: 'VIP club',
    summary: 'Climb the VIP levels for bigger rebates and a personal host.',
    rules: ['Levels follow your valid bet.', 'Level-up bonuses are credited automatically.'],
    reward: 0,
  },
  {
    category: 'slots',
    kind: 'claim',
    title: 'Slots reload bonus',
    summary: 'Last month’s reload bonus for slot players.',
    rules: ['Claimable during last month only.'],
    reward: 5_000,
    period: [-45, -7],
  },
];

function contentOf(promotion: SeedPromotion): string {
  const items = [...promotion.rules, ...RULES_TAIL].map((rule) => `<li>${rule}</li>`).join('');
  return `<h3>${promotion.title}</h3><p>${promotion.summary}</p><h4>Rules</h4><ol>${items}</ol>`;
}

/**
 * Every brand's promotions (the seed step "promotions", and a reset): one of every kind in the
 * categories casino, slots, sports, daily and new, and one that has ended (its status is Close).
 * The periods are relative to the seed's `now`; like the other seeds it never reads the clock.
 */
export function seedPromotions(db: Database, now: number): void {
  const random = new Random(PROMOTION_SEED);
  const day = Math.floor(now / DAY) * DAY;
  for (const { code: merchant } of SEED_MERCHANTS) {
    const hue = BRAND_HUE[merchant] ?? 268;
    PROMOTIONS.forEach((promotion, sort) => {
      const [from, to] = promotion.period ?? [-14, 90];
      insertPromotion(db, {
        merchant,
        category: promotion.category,
        kind: promotion.kind,
        title: promotion.title,
        summary: promotion.summary,
        content: contentOf(promotion),
        colour: random.colourNear(hue, 18),
        startsAt: day + from * DAY,
        endsAt: day + to * DAY,
        reward: promotion.reward,
        sort,
      });
    });
  }
}
