import type { Database } from '../db';
import { Random } from '../random';

/** The upcoming matches the sports page shows. */
export const HOT_MATCH_COUNT = 8;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const LEAGUES: readonly (readonly [league: string, teams: readonly string[]])[] = [
  [
    'Premier Football League',
    ['Manila Kings', 'Cebu Tide', 'Davao Eagles', 'Iloilo Storm', 'Baguio Pines', 'Bacolod Reds'],
  ],
  [
    'Southeast Asia Cup',
    ['Bangkok United', 'Kuala Lumpur City', 'Hanoi Stars', 'Jakarta Tigers', 'Singapore Lions'],
  ],
  [
    'Continental Champions',
    ['Northbridge FC', 'Harbour Athletic', 'Red Valley', 'Old Town Rovers', 'Eastfield United'],
  ],
];

export interface HotMatch {
  /** Stable for the day: the merchant's day and the match's slot. */
  id: string;
  league: string;
  home: string;
  away: string;
  /** Epoch milliseconds, in the future. */
  kickOff: number;
  /** Decimal odds in hundredths (215 = 2.15): home win, draw, away win. */
  odds: { home: number; draw: number; away: number };
  /** The sports game a bet on it opens. */
  vassalage: string;
  gameCode: string;
}

/** A number from a merchant code and a day, so each brand's list differs and repeats within a day. */
function seedOf(merchant: string, day: number): number {
  let hash = day >>> 0;
  for (const char of merchant) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
}

/**
 * Decimal odds whose implied chances add up to about 106% (a bookmaker's usual margin): a home
 * advantage drawn per match, a draw between 22% and 30%.
 */
function oddsOf(random: Random): HotMatch['odds'] {
  const draw = random.int(22, 30) / 100;
  const home = (1 - draw) * (random.int(35, 70) / 100);
  const away = 1 - draw - home;
  const price = (chance: number) => Math.max(101, Math.round(100 / (chance * 1.06)));
  return { home: price(home), draw: price(draw), away: price(away) };
}

/**
 * The brand's upcoming hot matches (issue 27; doc 2 §2.5 "sports hot matches"): generated, not
 * stored, from the merchant and the day, so every call of a day answers the same list (nothing
 * depends on Math.random or a run), kick-offs every two hours from the next whole hour. Each
 * opens the first sports game not under maintenance (its vendor's book); none when there is none.
 */
export function hotMatchesOf(db: Database, merchant: string, now: number): HotMatch[] {
  const game = db.get<{ vassalage: string; gameCode: string }>(
    `SELECT g.vassalage, g.game_code AS gameCode FROM games g
       JOIN vendors v ON v.code = g.vassalage
     WHERE g.game_type = 'SPORTS'
       AND g.game_id NOT IN (SELECT game_id FROM game_maintenance)
     ORDER BY v.is_hot DESC, v.position, g.sort_key LIMIT 1`,
  );
  if (!game) return [];
  const day = Math.floor(now / DAY_MS);
  const random = new Random(seedOf(merchant, day));
  const firstKickOff = Math.ceil((now + 1) / HOUR_MS) * HOUR_MS;
  return Array.from({ length: HOT_MATCH_COUNT }, (_, slot) => {
    const [league, teams] = random.pick(LEAGUES);
    const home = random.pick(teams);
    const away = random.pick(teams.filter((team) => team !== home));
    return {
      id: `${merchant}-${day}-${slot}`,
      league,
      home,
      away,
      kickOff: firstKickOff + slot * 2 * HOUR_MS,
      odds: oddsOf(random),
      ...game,
    };
  });
}
