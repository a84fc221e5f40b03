import type { Messages } from '@lingui/core';

// Lingui's own pseudo-locale pads with spaces, which HTML collapses: no clipping would show. This
// one accents every letter and pads with visible dots, so a string 40% longer looks it.
const ACCENTS: Record<string, string> = {
  a: 'à',
  b: 'ƀ',
  c: 'ç',
  d: 'ď',
  e: 'ē',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'ĩ',
  j: 'ĵ',
  k: 'ķ',
  l: 'ĺ',
  m: 'ḿ',
  n: 'ń',
  o: 'ō',
  p: 'ƥ',
  r: 'ŕ',
  s: 'ś',
  t: 'ţ',
  u: 'ũ',
  w: 'ŵ',
  y: 'ý',
  z: 'ž',
  A: 'À',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ď',
  E: 'Ē',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Ĩ',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ĺ',
  N: 'Ń',
  O: 'Ō',
  P: 'Ƥ',
  R: 'Ŕ',
  S: 'Ś',
  T: 'Ţ',
  U: 'Ũ',
  W: 'Ŵ',
  Y: 'Ý',
  Z: 'Ž',
};
const EXTEND = 0.4;

type Token = string | readonly unknown[];

function accent(text: string): string {
  return text.replace(/[A-Za-z]/g, (c) => ACCENTS[c] ?? c);
}

function textLength(tokens: readonly Token[]): number {
  return tokens.reduce<number>((n, t) => n + (typeof t === 'string' ? t.length : 4), 0);
}

/** A compiled message with its text accented, wrapped in ⟦ ⟧ and lengthened by dots. */
export function pseudoMessage(message: unknown): unknown {
  const tokens: Token[] = typeof message === 'string' ? [message] : [...(message as Token[])];
  const padding = '·'.repeat(Math.max(1, Math.ceil(textLength(tokens) * EXTEND)));
  // Placeholders (arrays) stay as they are: only literal text changes.
  const accented = tokens.map((t) => (typeof t === 'string' ? accent(t) : t));
  return ['⟦', ...accented, ` ${padding}⟧`];
}

export function pseudoMessages(messages: Messages): Messages {
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => [id, pseudoMessage(message)]),
  ) as Messages;
}
