import { randomInt } from 'node:crypto';
import type { GameType } from '../constants';

/**
 * The demo games' one engine: every game type is one of four kinds of round, each with its own
 * table of odds and pays, and the type only changes the words (and, in game.css, the look).
 *
 * Pays are multipliers in hundredths (190 = 1.90×) and stakes are whole units (multiples of 100
 * minor units), so every win is an exact integer. The return to player of each kind is exactly the
 * expected pay of its table, which the tests compute by enumerating every outcome.
 */

/** The stakes a round may be played for, in minor units: 1.00, 5.00, 10.00. */
export const STAKES = [100, 500, 1000] as const;
export type Stake = (typeof STAKES)[number];

export type EngineKind = 'reels' | 'pick' | 'numbers' | 'catch';

/** Draws a whole number in [0, max); crypto by default, a fixed sequence in tests. */
export type RandomInt = (max: number) => number;
export const cryptoRandomInt: RandomInt = (max) => randomInt(max);

// --- reels: three independent reels, three of a kind pays, and so do some pairs ---

export interface ReelTable {
  /** Symbol -> weight on each reel. */
  weights: Readonly<Record<string, number>>;
  /** Three of a kind -> pay. */
  three: Readonly<Record<string, number>>;
  /** Exactly two of a kind (anywhere on the line) -> pay. */
  pair: Readonly<Record<string, number>>;
}

const SLOT_WEIGHTS = { cherry: 6, lemon: 5, plum: 4, bell: 3, bar: 2, seven: 1 };
const SLOT_THREE = { cherry: 500, lemon: 1000, plum: 1500, bell: 4000, bar: 10000, seven: 40000 };

/** 8,810 / 9,261 ≈ 95.1% (the tests enumerate all 9,261 lines). */
export const SLOT_REELS: ReelTable = {
  weights: SLOT_WEIGHTS,
  three: SLOT_THREE,
  pair: { cherry: 200 },
};

/** The slot's reels plus a rare star: three stars is the jackpot. 10,120.5 / 10,648 ≈ 95.0%. */
export const JACKPOT_REELS: ReelTable = {
  weights: { ...SLOT_WEIGHTS, star: 1 },
  three: { ...SLOT_THREE, star: 100000 },
  pair: { cherry: 200, star: 150 },
};

export function reelPay(table: ReelTable, symbols: readonly string[]): number {
  const [a, b, c] = symbols;
  if (a !== undefined && a === b && b === c) return table.three[a] ?? 0;
  for (const [symbol, pay] of Object.entries(table.pair)) {
    if (symbols.filter((s) => s === symbol).length === 2) return pay;
  }
  return 0;
}

// --- pick: one of two sides wins, evenly; the chosen side pays 1.90× (95%) ---

export const PICK_PAY = 190;

// --- numbers: pick 3 of 1-10, 3 are drawn; 2 matches pay 3×, 3 pay 51× (114 / 120 = 95%) ---

export const NUMBER_POOL = 10;
export const NUMBERS_TO_PICK = 3;
export const NUMBER_PAYS: readonly number[] = [0, 0, 300, 5100];

// --- catch: one shot, a prize by weight (weights total 100; 95 / 100 = 95%) ---

export const CATCH_TABLE = [
  { prize: 'none', weight: 55, pay: 0 },
  { prize: 'small', weight: 25, pay: 100 },
  { prize: 'medium', weight: 12, pay: 200 },
  { prize: 'large', weight: 6, pay: 400 },
  { prize: 'boss', weight: 2, pay: 1100 },
] as const;
export type CatchPrize = (typeof CATCH_TABLE)[number]['prize'];

// --- per type: the kind, and the words the page shows ---

export interface GameStyle {
  kind: EngineKind;
  /** The type as players call it. */
  label: string;
  /** The button that plays a round. */
  action: string;
  /** pick: the legend of the choice and its two sides. */
  choice?: { legend: string; sides: readonly [string, string] };
  /** pick: what the page says about the result, given the winning side. */
  result?: (side: string) => string;
  reels?: ReelTable;
}

export const GAME_STYLES: Readonly<Record<GameType, GameStyle>> = {
  RNG: { kind: 'reels', label: 'Slots', action: 'Spin', reels: SLOT_REELS },
  JACKPOT: { kind: 'reels', label: 'Jackpot slots', action: 'Spin', reels: JACKPOT_REELS },
  LIVE: {
    kind: 'pick',
    label: 'Live baccarat',
    action: 'Deal',
    choice: { legend: 'Bet on', sides: ['Player', 'Banker'] },
    result: (side) => `${side} wins`,
  },
  SPORTS: {
    kind: 'pick',
    label: 'Sports',
    action: 'Place bet',
    choice: { legend: 'Back a side', sides: ['Home', 'Away'] },
    result: (side) => `The ${side.toLowerCase()} side wins`,
  },
  ESPORTS: {
    kind: 'pick',
    label: 'Esports',
    action: 'Place bet',
    choice: { legend: 'Back a team', sides: ['Blue team', 'Red team'] },
    result: (side) => `${side} wins the map`,
  },
  COCKFIGHT: {
    kind: 'pick',
    label: 'Cockfight',
    action: 'Place bet',
    choice: { legend: 'Bet on', sides: ['Meron', 'Wala'] },
    result: (side) => `${side} wins the fight`,
  },
  PVP: {
    kind: 'pick',
    label: 'Dragon Tiger',
    action: 'Deal',
    choice: { legend: 'Bet on', sides: ['Dragon', 'Tiger'] },
    result: (side) => `${side} has the higher card`,
  },
  CARD: {
    kind: 'pick',
    label: 'Hi-Lo',
    action: 'Deal',
    choice: { legend: 'The next card is', sides: ['Higher', 'Lower'] },
    result: (side) => `The next card is ${side.toLowerCase()}`,
  },
  MINI: {
    kind: 'pick',
    label: 'Dice',
    action: 'Roll',
    choice: { legend: 'The dice total is', sides: ['Big', 'Small'] },
    result: (side) => `The dice total is ${side.toLowerCase()}`,
  },
  FISH: { kind: 'catch', label: 'Fishing', action: 'Fire' },
  LOTTERY: { kind: 'numbers', label: 'Lottery', action: 'Buy ticket' },
};

const SYMBOL_NAMES: Readonly<Record<string, string>> = {
  cherry: 'Cherry',
  lemon: 'Lemon',
  plum: 'Plum',
  bell: 'Bell',
  bar: 'Bar',
  seven: 'Seven',
  star: 'Star',
};

const CATCH_WORDS: Readonly<Record<CatchPrize, string>> = {
  none: 'The shot missed',
  small: 'You caught a clownfish',
  medium: 'You caught a pufferfish',
  large: 'You caught a manta ray',
  boss: 'You caught the golden shark',
};

/**
 * What the player chose: the spin route's schema checks its shape, playRound checks it against the
 * kind (a ChoiceError, which the route answers with 400).
 */
export interface Choice {
  /** pick: 0 or 1. */
  side?: number;
  /** numbers: NUMBERS_TO_PICK distinct numbers from 1 to NUMBER_POOL. */
  numbers?: readonly number[];
}

export type Outcome =
  | { kind: 'reels'; symbols: string[] }
  | { kind: 'pick'; side: number; winner: number }
  | { kind: 'numbers'; picked: number[]; drawn: number[]; matches: number }
  | { kind: 'catch'; prize: CatchPrize };

export interface Round {
  outcome: Outcome;
  /** Hundredths of the stake paid back (0 for a loss). */
  pay: number;
  /** The result in words, for the page to show. */
  summary: string;
}

/** A refusal of the player's choice (not the engine's fault): the route turns it into a 400. */
export class ChoiceError extends Error {}

/** Plays one round of `gameType`. Pure apart from `random`. */
export function playRound(
  gameType: GameType,
  choice: Choice,
  random: RandomInt = cryptoRandomInt,
): Round {
  const style = GAME_STYLES[gameType];
  switch (style.kind) {
    case 'reels': {
      const table = style.reels ?? SLOT_REELS;
      const symbols = [0, 1, 2].map(() => weighted(Object.entries(table.weights), random));
      return {
        outcome: { kind: 'reels', symbols },
        pay: reelPay(table, symbols),
        summary: symbols.map((s) => SYMBOL_NAMES[s] ?? s).join(' · '),
      };
    }
    case 'pick': {
      const side = choice.side;
      if (side !== 0 && side !== 1) throw new ChoiceError('Choose a side');
      const winner = random(2);
      const sides = style.choice?.sides ?? ['A', 'B'];
      return {
        outcome: { kind: 'pick', side, winner },
        pay: winner === side ? PICK_PAY : 0,
        summary: style.result?.(sides[winner] ?? '') ?? '',
      };
    }
    case 'numbers': {
      const picked = checkNumbers(choice.numbers);
      const drawn = drawDistinct(NUMBERS_TO_PICK, NUMBER_POOL, random);
      const matches = drawn.filter((n) => picked.includes(n)).length;
      return {
        outcome: { kind: 'numbers', picked, drawn, matches },
        pay: NUMBER_PAYS[matches] ?? 0,
        summary: `Drawn ${drawn.join(', ')}: ${matches} ${matches === 1 ? 'match' : 'matches'}`,
      };
    }
    case 'catch': {
      const prize = weighted(
        CATCH_TABLE.map((row) => [row.prize, row.weight] as const),
        random,
      );
      return {
        outcome: { kind: 'catch', prize },
        pay: CATCH_TABLE.find((row) => row.prize === prize)?.pay ?? 0,
        summary: CATCH_WORDS[prize],
      };
    }
  }
}

/** The win of a round: the stake times the pay, exact because stakes are whole units. */
export function winOf(stake: number, pay: number): number {
  return (stake / 100) * pay;
}

function weighted<T>(entries: readonly (readonly [T, number])[], random: RandomInt): T {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random(total);
  for (const [value, weight] of entries) {
    if (roll < weight) return value;
    roll -= weight;
  }
  // Unreachable while random() keeps to [0, total).
  throw new RangeError('random() went out of range');
}

function checkNumbers(numbers: readonly number[] | undefined): number[] {
  const picked = [...(numbers ?? [])];
  const valid =
    picked.length === NUMBERS_TO_PICK &&
    new Set(picked).size === picked.length &&
    picked.every((n) => Number.isInteger(n) && n >= 1 && n <= NUMBER_POOL);
  if (!valid) {
    throw new ChoiceError(`Pick ${NUMBERS_TO_PICK} different numbers from 1 to ${NUMBER_POOL}`);
  }
  return picked.sort((a, b) => a - b);
}

/** `count` distinct numbers from 1 to `pool`, ascending (a partial Fisher-Yates shuffle). */
function drawDistinct(count: number, pool: number, random: RandomInt): number[] {
  const balls = Array.from({ length: pool }, (_, i) => i + 1);
  for (let i = 0; i < count; i++) {
    const j = i + random(pool - i);
    [balls[i], balls[j]] = [balls[j] as number, balls[i] as number];
  }
  return balls.slice(0, count).sort((a, b) => a - b);
}
