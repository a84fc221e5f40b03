/**
 * Hint descriptors: what a field error says, as data. `ui` turns a descriptor into a translated
 * sentence, so core never holds English and every locale words the hint its own way.
 */

/** The hint kinds a server pattern id can point at (spec 000 section 5 and spec 001 section 5). */
export const patternHintKinds = [
  'length',
  'letterFirstAlnum',
  'lettersChinese',
  'email',
  'alnumNoChinese',
  'digits',
  'oneUppercase',
  'lettersSpaces',
  'noSpaces',
  'dateYmd',
  'dateMdy',
  'korean',
  'thai',
  'passwordStrong',
  'fullName',
  'japaneseName',
  'uppercase',
  'chineseDigits',
  'lettersAndDigits',
  'chinesePunctuation',
  'uppercaseWithLetter',
] as const;
export type PatternHintKind = (typeof patternHintKinds)[number];

/** The spec's other field messages: they carry no bounds. */
export const messageHintKinds = [
  'required',
  /** The two passwords differ ("inconsistent twice"). */
  'mismatch',
  'phoneInvalid',
  /** Account or password format wrong. */
  'accountFormat',
  'emailFormat',
  'codeRequired',
  'inviteCodeInvalid',
  'realNameFormat',
  'mobileFormat',
  'contentRequired',
  'confirmOldPassword',
  'captchaRequired',
  'termsRequired',
] as const;
export type MessageHintKind = (typeof messageHintKinds)[number];

export type HintKind = PatternHintKind | MessageHintKind;

/** A pattern hint with its bounds; `single` is set when min equals max ("use 6 digits"). */
export interface PatternHint {
  readonly hint: PatternHintKind;
  readonly min: number;
  readonly max: number;
  readonly single?: number;
}

export interface MessageHint {
  readonly hint: MessageHintKind;
}

export type FieldHint = PatternHint | MessageHint;

/** Pattern ids the server sends run from 0 to 23. */
export const PATTERN_ID_COUNT = 24;

/*
 * patternId -> hint kind. The spec lists the kinds but never says which id is which, and names
 * fewer kinds than ids, so every row below is a decision: ids 0-16 follow the order of the kinds
 * in spec 000 section 5 (the dates count as two); ids 17-20 are the kinds only spec 001 section 5
 * adds, in its order; ids 21-23 are named by neither spec.
 */
const patternIdKinds: readonly PatternHintKind[] = [
  /* 0: spec leaves the id open; chose "length only" (001: "characters only"). */ 'length',
  /* 1: spec leaves the id open; chose "letter first, then letters and digits". */ 'letterFirstAlnum',
  /* 2: spec leaves the id open; chose "letters and Chinese characters". */ 'lettersChinese',
  /* 3: spec leaves the id open; chose "email". */ 'email',
  /* 4: spec leaves the id open; chose "letters and digits, no Chinese" (001: "letters or digits only"). */ 'alnumNoChinese',
  /* 5: spec leaves the id open; chose "digits only". */ 'digits',
  /* 6: spec leaves the id open; chose "at least one uppercase" (001: "alphanumeric with at least one uppercase"). */ 'oneUppercase',
  /* 7: spec leaves the id open; chose "letters and spaces". */ 'lettersSpaces',
  /* 8: spec leaves the id open; chose "no spaces". */ 'noSpaces',
  /* 9: spec leaves the id open; chose "date yyyy-MM-dd". */ 'dateYmd',
  /* 10: spec leaves the id open; chose "date MM-dd-yyyy". */ 'dateMdy',
  /* 11: spec leaves the id open; chose "Korean only". */ 'korean',
  /* 12: spec leaves the id open; chose "Thai only". */ 'thai',
  /* 13: spec leaves the id open; chose "password with upper, lower, digit and special character". */ 'passwordStrong',
  /* 14: spec leaves the id open; chose "full name, first and last separated by a space". */ 'fullName',
  /* 15: spec leaves the id open; chose "Japanese names (full-width Hiragana, Katakana or Kanji)". */ 'japaneseName',
  /* 16: spec leaves the id open; chose "uppercase only". */ 'uppercase',
  /* 17: spec leaves the id open; chose 001's "Chinese characters and digits". */ 'chineseDigits',
  /* 18: spec leaves the id open; chose 001's "letters and digits combined" (both required). */ 'lettersAndDigits',
  /* 19: spec leaves the id open; chose 001's "Chinese characters and punctuation". */ 'chinesePunctuation',
  /* 20: spec leaves the id open; chose 001's "uppercase with at least one letter". */ 'uppercaseWithLetter',
  /* 21: named by neither spec; chose the neutral "length only" hint. */ 'length',
  /* 22: named by neither spec; chose the neutral "length only" hint. */ 'length',
  /* 23: named by neither spec; chose the neutral "length only" hint. */ 'length',
];

/**
 * The hint kind for a pattern id. An id outside 0..23 (or not an integer) gets the neutral
 * length hint rather than an error: the value is still checked, only the wording is generic.
 */
export function hintKindForPatternId(patternId: number): PatternHintKind {
  return (Number.isInteger(patternId) && patternIdKinds[patternId]) || 'length';
}

/** The hint for a pattern id with its bounds filled in; `single` when min equals max. */
export function patternHint(patternId: number, min: number, max: number): PatternHint {
  const hint = hintKindForPatternId(patternId);
  return min === max ? { hint, min, max, single: min } : { hint, min, max };
}

export function isPatternHint(hint: FieldHint): hint is PatternHint {
  return (patternHintKinds as readonly string[]).includes(hint.hint);
}

const hintKinds: ReadonlySet<string> = new Set([...patternHintKinds, ...messageHintKinds]);

/**
 * Valibot issues carry a string message, so a hint travels through valibot as compact JSON and is
 * read back with `decodeHint`. Nobody shows this string to a user.
 */
export function encodeHint(hint: FieldHint): string {
  return JSON.stringify(hint);
}

/** The hint in an issue message written by `encodeHint`, or null for any other message. */
export function decodeHint(message: string): FieldHint | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(message);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { hint, min, max, single } = parsed as Record<string, unknown>;
  if (typeof hint !== 'string' || !hintKinds.has(hint)) return null;
  if (!(patternHintKinds as readonly string[]).includes(hint)) {
    return { hint: hint as MessageHintKind };
  }
  if (typeof min !== 'number' || typeof max !== 'number') return null;
  const base = { hint: hint as PatternHintKind, min, max };
  return typeof single === 'number' ? { ...base, single } : base;
}
