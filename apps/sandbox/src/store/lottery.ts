import { VN_PRIZE_TIERS } from '@lobby/api';
import type { LotteryDraw } from '@lobby/api';
import type { Database } from '../db';
import { Random } from '../random';

/** The vendor of the VN lottery; its menus carry it as their account type. */
export const VN_LOTTERY_VENDOR = 'TCG_LOTTO_VN';

/** The menu groups, in the order the menus list them. */
export const VN_LOTTERY_GROUPS = [
  { code: 'NORTH', name: 'North' },
  { code: 'CENTRAL', name: 'Central' },
  { code: 'SOUTH', name: 'South' },
  { code: 'FAST', name: 'Fast draws' },
] as const;
export type VnLotteryGroup = (typeof VN_LOTTERY_GROUPS)[number]['code'];

export interface VnLotteryGameRow {
  gameId: number;
  nodeId: number;
  gameCode: string;
  name: string;
  vassalage: string;
  groupCode: VnLotteryGroup;
  defaultPlayType: string;
  drawIntervalMinutes: number;
}

const VN_GAME_COLUMNS = `g.game_id AS gameId, g.node_id AS nodeId, g.game_code AS gameCode, g.name,
  g.vassalage, l.group_code AS groupCode, l.default_play_type AS defaultPlayType,
  l.draw_interval_minutes AS drawIntervalMinutes`;

// Menu order: the groups as VN_LOTTERY_GROUPS lists them, then each group's own positions.
const GROUP_ORDER = `CASE l.group_code ${VN_LOTTERY_GROUPS.map((g, i) => `WHEN '${g.code}' THEN ${i}`).join(' ')} END`;

/** Every VN draw game, in menu order. */
export function listVnLotteryGames(db: Database): VnLotteryGameRow[] {
  return db.all<VnLotteryGameRow>(
    `SELECT ${VN_GAME_COLUMNS} FROM lottery_games l JOIN games g ON g.game_id = l.game_id
     ORDER BY ${GROUP_ORDER}, l.position, g.game_id`,
  );
}

export function findVnLotteryGame(db: Database, gameCode: string): VnLotteryGameRow | undefined {
  return db.get<VnLotteryGameRow>(
    `SELECT ${VN_GAME_COLUMNS} FROM lottery_games l JOIN games g ON g.game_id = l.game_id
     WHERE g.game_code = ?`,
    [gameCode],
  );
}

/**
 * The draws count from 18:15 in Vietnam (11:15 UTC), when the regional stations draw: draw n of a
 * game opens at DRAW_EPOCH + n × its interval, so the history is the same on every machine and
 * only the clock decides which draws are open.
 */
export const DRAW_EPOCH = Date.UTC(2020, 0, 1, 11, 15);
// Draw numbers and dates are Vietnam's (UTC+7): a draw at 23:30 UTC belongs to the next day there.
const VN_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

interface DrawSlot {
  game: Pick<VnLotteryGameRow, 'gameCode' | 'drawIntervalMinutes'>;
  /** The draw's index since DRAW_EPOCH. */
  index: number;
  drawnAt: number;
}

/**
 * The last `count` draws opened by `now`, newest first: of one game, or of several merged (draws
 * at the same moment keep the order of `games`).
 */
export function openedDraws(
  games: readonly Pick<VnLotteryGameRow, 'gameCode' | 'drawIntervalMinutes'>[],
  now: number,
  count: number,
): LotteryDraw[] {
  const slots: DrawSlot[] = [];
  for (const game of games) {
    const interval = game.drawIntervalMinutes * MINUTE_MS;
    const latest = Math.floor((now - DRAW_EPOCH) / interval);
    for (let index = latest; index >= 0 && index > latest - count; index--) {
      slots.push({ game, index, drawnAt: DRAW_EPOCH + index * interval });
    }
  }
  // Stable: equal times stay in the order of `games`.
  slots.sort((a, b) => b.drawnAt - a.drawnAt);
  return slots.slice(0, count).map(openDraw);
}

function openDraw({ game, index, drawnAt }: DrawSlot): LotteryDraw {
  const drawNo = drawNumber(game.drawIntervalMinutes * MINUTE_MS, index, drawnAt);
  const random = new Random(hash(`${game.gameCode}#${drawNo}`));
  const numbers = VN_PRIZE_TIERS.flatMap(({ count, digits }) =>
    Array.from({ length: count }, () =>
      Array.from({ length: digits }, () => String(random.int(0, 9))).join(''),
    ),
  );
  return { drawNo, gameCode: game.gameCode, drawnAt: new Date(drawnAt).toISOString(), numbers };
}

/** `YYYYMMDD-NNNN`: the Vietnam date of the draw and its place among that day's draws. */
function drawNumber(interval: number, index: number, drawnAt: number): string {
  const local = drawnAt + VN_OFFSET_MS;
  const dayStart = local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - VN_OFFSET_MS;
  const firstOfDay = Math.max(0, Math.ceil((dayStart - DRAW_EPOCH) / interval));
  const date = new Date(local).toISOString().slice(0, 10).replaceAll('-', '');
  return `${date}-${String(index - firstOfDay + 1).padStart(4, '0')}`;
}

/** FNV-1a: a draw's numbers come from its game code and draw number alone. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}
