import type { Database } from '../db';
import { maskAccount } from '../store/winners';
import { SEED_MERCHANTS } from './data';
import { Random } from '../random';

/** Bump only together with a new seed step: a step that has run on a database never changes. */
const WINNER_SEED = 20261126;

/** Wins per brand on the seeded board: one every ten minutes of the day, on average. */
export const SEEDED_WINS_PER_BRAND = 144;

const HANDLES = [
  'player',
  'lucky',
  'ace',
  'mai',
  'tiger',
  'jade',
  'rizal',
  'nam',
  'dragon',
  'siti',
  'bao',
  'kiat',
  'aroon',
  'lina',
  'raj',
  'putri',
  'minh',
  'joy',
  'arif',
  'chen',
] as const;

/** What a big win is worth, in major units: most are modest, a few are the ones players talk of. */
const TIERS: readonly (readonly [range: readonly [number, number], weight: number])[] = [
  [[500, 2_000], 50],
  [[2_000, 20_000], 35],
  [[20_000, 250_000], 15],
];

/**
 * Every brand's winner board (the seed step "winners", and a reset): big wins at a time of day,
 * each by a masked player in a game of the catalogue, hot games twice as often. The board repeats
 * daily (store/winners.ts), so the seed needs no clock; like the other seeds it never touches the
 * clock or Math.random.
 */
export function seedWinners(db: Database): void {
  const random = new Random(WINNER_SEED);
  const games = db.all<{ gameId: number; isHot: number }>(
    'SELECT game_id AS gameId, is_hot AS isHot FROM games ORDER BY game_id',
  );
  if (games.length === 0) throw new Error('The winner board needs the game catalogue first');
  const hot = games.filter((game) => game.isHot === 1);
  db.transaction(() => {
    db.run('DELETE FROM winner_board');
    for (const { code: merchant } of SEED_MERCHANTS) {
      for (let i = 0; i < SEEDED_WINS_PER_BRAND; i++) {
        const account = `${random.pick(HANDLES)}${String(random.int(1, 99)).padStart(2, '0')}`;
        const game = hot.length > 0 && random.chance(0.5) ? random.pick(hot) : random.pick(games);
        const [min, max] = random.weighted(TIERS);
        const amount = random.int(min, max) * 100 + random.int(0, 99);
        db.run(
          `INSERT INTO winner_board (merchant, player, game_id, amount, second_of_day)
           VALUES (?, ?, ?, ?, ?)`,
          [merchant, maskAccount(account), game.gameId, amount, random.int(0, 86_399)],
        );
      }
    }
  });
}
