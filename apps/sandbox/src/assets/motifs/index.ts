import { football } from './sports';
import { controller } from './esports';
import { rooster } from './cockfight';
import { dice } from './dice';
import { fish } from './fishing';
import { lotteryBalls } from './lottery';
import { chat, lock, phone } from './service';
import { reels } from './slots';
import { cards, chips, roulette } from './table';
import { coins, gift } from './treasure';
import type { Motif } from './motif';

export type { Motif, MotifDrawing } from './motif';

/** Every motif by name; a composition names the ones it places. */
export const MOTIFS = {
  reels,
  cards,
  chips,
  roulette,
  fish,
  football,
  lotteryBalls,
  controller,
  rooster,
  dice,
  coins,
  gift,
  phone,
  chat,
  lock,
} as const satisfies Record<string, Motif>;

export type MotifName = keyof typeof MOTIFS;
