import type { Database } from '../db';
import { Random } from '../random';

// The mechanics' random draws, one generator per database (per sandbox): a test or a dev control
// seeds it to make the next draws known; otherwise it starts from the clock, so runs differ.
const dice = new WeakMap<Database, Random>();

export function diceOf(db: Database): Random {
  let random = dice.get(db);
  if (!random) {
    random = new Random(Date.now() ^ 0x5eed);
    dice.set(db, random);
  }
  return random;
}

export function seedDice(db: Database, seed: number): void {
  dice.set(db, new Random(seed));
}
