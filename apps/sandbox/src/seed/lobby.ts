import type { Database } from '../db';
import { VN_LOTTERY_VENDOR } from '../store/lottery';
import type { VnLotteryGroup } from '../store/lottery';
import { Random } from '../random';

/**
 * What the lobby's lists add to the catalogue (the seed step "lobby"): the vendors that open in a
 * window, a popularity for lottery games, and the VN lottery's draws. Like the content seed it never
 * touches the clock or Math.random, and it is run again by a reset.
 */

/** Bump only together with a new seed step: a step that has run on a database never changes. */
const LOBBY_SEED = 20260601;

/** The live vendors whose tables refuse to be framed: their games open in a window of their own. */
export const WINDOW_VENDORS = ['VELVET', 'CROWN'] as const;

/**
 * The VN lottery's draws, by menu group. The regional draws are the provinces' real stations and
 * are drawn once a day here (the real stations take turns through the week); the fast draws are
 * the e-lottery's, every few minutes. Play types: LO2 bets on the last two digits of every prize,
 * DE on the last two of the special prize.
 */
const VN_DRAWS: readonly {
  group: VnLotteryGroup;
  playType: string;
  draws: readonly (readonly [name: string, intervalMinutes: number])[];
}[] = [
  { group: 'NORTH', playType: 'LO2', draws: [['Miền Bắc', 1440]] },
  {
    group: 'CENTRAL',
    playType: 'LO2',
    draws: [
      'Đà Nẵng',
      'Thừa Thiên Huế',
      'Khánh Hòa',
      'Phú Yên',
      'Quảng Nam',
      'Đắk Lắk',
      'Bình Định',
      'Quảng Trị',
      'Quảng Bình',
      'Gia Lai',
      'Ninh Thuận',
      'Quảng Ngãi',
      'Đắk Nông',
      'Kon Tum',
    ].map((name) => [name, 1440] as const),
  },
  {
    group: 'SOUTH',
    playType: 'LO2',
    draws: [
      'TP. Hồ Chí Minh',
      'Đồng Tháp',
      'Cà Mau',
      'Bến Tre',
      'Vũng Tàu',
      'Bạc Liêu',
      'Đồng Nai',
      'Cần Thơ',
      'Sóc Trăng',
      'Tây Ninh',
      'An Giang',
      'Bình Thuận',
      'Vĩnh Long',
      'Bình Dương',
      'Trà Vinh',
      'Long An',
      'Bình Phước',
      'Hậu Giang',
      'Tiền Giang',
      'Kiên Giang',
      'Đà Lạt',
    ].map((name) => [name, 1440] as const),
  },
  {
    group: 'FAST',
    playType: 'DE',
    draws: [
      ['Fast 1 minute', 1],
      ['Fast 3 minutes', 3],
      ['Fast 5 minutes', 5],
      ['Fast 10 minutes', 10],
    ],
  },
];

export function seedLobby(db: Database): void {
  db.transaction(() => {
    for (const code of WINDOW_VENDORS) {
      db.run("UPDATE vendors SET launch_mode = 'window' WHERE code = ?", [code]);
    }
    seedVnDraws(db);
    sortLotteryGames(db);
    seedLotteryPopularity(db);
  });
}

/**
 * The vendor's first games (by id) become the VN draws, named after their stations; a lobby of
 * sub-games (isGame) is not a draw, so none of those is taken.
 */
function seedVnDraws(db: Database): void {
  const gameIds = db
    .all<{ gameId: number }>(
      `SELECT game_id AS gameId FROM games
       WHERE game_type = 'LOTTERY' AND vassalage = ? AND is_game IS NULL ORDER BY game_id`,
      [VN_LOTTERY_VENDOR],
    )
    .map((row) => row.gameId);
  const draws = VN_DRAWS.flatMap(({ group, playType, draws }) =>
    draws.map(([name, interval], position) => ({ group, playType, name, interval, position })),
  );
  if (gameIds.length < draws.length) {
    throw new Error(
      `The seed has ${gameIds.length} ${VN_LOTTERY_VENDOR} games for ${draws.length} draws`,
    );
  }
  draws.forEach((draw, index) => {
    const gameId = gameIds[index] as number;
    db.run('UPDATE games SET name = ? WHERE game_id = ?', [draw.name, gameId]);
    db.run(
      `INSERT INTO lottery_games (game_id, group_code, default_play_type, draw_interval_minutes, position)
       VALUES (?, ?, ?, ?, ?)`,
      [gameId, draw.group, draw.playType, draw.interval, draw.position],
    );
  });
}

/**
 * The renamed games take their place in the list order again (hot first, then by name, the id
 * breaking ties: the content seed's rule), reusing the type's own sort keys so no other type moves.
 */
function sortLotteryGames(db: Database): void {
  const games = db.all<{ gameId: number; name: string; isHot: number; sortKey: number }>(
    `SELECT game_id AS gameId, name, is_hot AS isHot, sort_key AS sortKey FROM games
     WHERE game_type = 'LOTTERY'`,
  );
  const keys = games.map((game) => game.sortKey).sort((a, b) => a - b);
  const ordered = [...games].sort(
    (a, b) =>
      b.isHot - a.isHot || (a.name < b.name ? -1 : a.name > b.name ? 1 : a.gameId - b.gameId),
  );
  ordered.forEach((game, index) => {
    const key = keys[index] as number;
    if (game.sortKey !== key) {
      db.run('UPDATE games SET sort_key = ? WHERE game_id = ?', [key, game.gameId]);
    }
  });
}

/** Launches in a week as an operator would report them; hot games are played more. */
function seedLotteryPopularity(db: Database): void {
  const random = new Random(LOBBY_SEED);
  const games = db.all<{ gameId: number; isHot: number }>(
    "SELECT game_id AS gameId, is_hot AS isHot FROM games WHERE game_type = 'LOTTERY' ORDER BY game_id",
  );
  for (const game of games) {
    const plays = random.int(10, 4000) + (game.isHot === 1 ? 4000 : 0);
    db.run('UPDATE games SET popularity = ? WHERE game_id = ?', [plays, game.gameId]);
  }
}
