import { football } from './sports';
import { controller } from './esports';
import { rooster } from './cockfight';
import { dice } from './dice';
import { fish } from './fishing';
import { lotteryBalls } from './lottery';
import { reels } from './slots';
import { cards, chips, roulette } from './table';
import { coins } from './treasure';
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
} as const satisfies Record<string, Motif>;

export type MotifName = keyof typeof MOTIFS;
