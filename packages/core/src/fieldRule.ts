/**
 * The registration rule engine, pure part: a server rule per field becomes a checker. A value is
 * valid when its length in code points is within the bounds and it matches the server pattern
 * (`*` means any text). Typed values are trimmed, passwords never (ADR 008). A pattern that does
 * not compile, or that could backtrack catastrophically, is reported and never thrown: the field
 * then checks length only.
 */
import { patternHint, type FieldHint } from './fieldHints';
import { isUnsafePattern } from './regexSafety';

/** One field's rule as the server sends it (register setting, per field). */
export interface FieldRule {
  readonly enabled: boolean;
  readonly required: boolean;
  readonly minLength: number;
  readonly maxLength: number;
  readonly acceptedPattern: string;
  readonly patternId: number;
}

/** `password` keeps the value exactly as typed; `text` trims it. */
export type FieldKind = 'text' | 'password';

/** Longer server patterns are refused: no registration field needs one, and size is a risk. */
export const MAX_PATTERN_LENGTH = 512;
/**
 * No pattern ever runs on more code points than this, whatever the rule's maximum: a second
 * guard, after the static check, against a slow pattern on a pasted wall of text.
 */
export const MAX_PATTERN_INPUT = 256;

/** Why a rule's pattern was not used. */
export type PatternProblemReason = 'syntax' | 'unsafe' | 'too-long';

export type RuleProblem =
  | {
      readonly ok: false;
      readonly problem: 'pattern';
      readonly pattern: string;
      readonly reason: PatternProblemReason;
    }
  | {
      readonly ok: false;
      readonly problem: 'bounds';
      readonly minLength: number;
      readonly maxLength: number;
    };

/** A rule ready to check values. */
export interface CompiledRule {
  readonly rule: FieldRule;
  readonly kind: FieldKind;
  readonly min: number;
  readonly max: number;
  /** Null for `*` (any text) and for a pattern that was refused. */
  readonly regex: RegExp | null;
  /** The hint every failure of this field shows (length only when the pattern was refused). */
  readonly hint: FieldHint;
}

export type CompileResult =
  | { readonly ok: true; readonly compiled: CompiledRule }
  | (RuleProblem & { readonly compiled: CompiledRule });

/** Length as a person counts it closer than UTF-16 does: an emoji or a CJK character is one. */
export function codePointLength(value: string): number {
  let count = 0;
  // for..of walks code points, so a surrogate pair counts once.
  for (const _ of value) count += 1;
  return count;
}

/** Trims typed text; a password is kept exactly as typed (ADR 008). */
export function normalizeValue(value: string, kind: FieldKind): string {
  return kind === 'password' ? value : value.trim();
}

function isAnyText(pattern: string): boolean {
  return pattern === '*' || pattern === '';
}

/**
 * Compiles a server pattern to a full-match regex. Servers write patterns for a whole-value
 * match (Java's `String.matches`), so `abc` must not accept `xabcx`: the pattern is wrapped in
 * `^(?:...)$`, which leaves an already anchored pattern unchanged in meaning. The `u` flag is
 * tried first (it makes `.` a code point and allows `\p{Script=Hangul}`); a legacy pattern that
 * only compiles without it is accepted without it.
 */
function compilePattern(pattern: string): RegExp | PatternProblemReason {
  if (pattern.length > MAX_PATTERN_LENGTH) return 'too-long';
  let regex: RegExp | null = null;
  for (const flags of ['u', '']) {
    try {
      regex = new RegExp(`^(?:${pattern})$`, flags);
      break;
    } catch {
      regex = null;
    }
  }
  if (!regex) return 'syntax';
  if (isUnsafePattern(pattern)) return 'unsafe';
  return regex;
}

function safeBound(n: number, fallback: number): number {
  return Number.isFinite(n) && n >= 0 ? Math.floor(n) : fallback;
}

/**
 * Turns a server rule into a checker. Never throws: a problem comes back as
 * `{ ok: false, problem, ... }` alongside a usable `compiled` rule that checks length only
 * (a bad pattern) or uses swapped bounds (minimum above maximum).
 */
export function compileRule(rule: FieldRule, options: { kind?: FieldKind } = {}): CompileResult {
  const kind = options.kind ?? 'text';
  let min = safeBound(rule.minLength, 0);
  let max = safeBound(rule.maxLength, Number.MAX_SAFE_INTEGER);
  let problem: RuleProblem | null = null;
  if (min > max) {
    problem = {
      ok: false,
      problem: 'bounds',
      minLength: rule.minLength,
      maxLength: rule.maxLength,
    };
    [min, max] = [max, min];
  }
  let regex: RegExp | null = null;
  let hint = patternHint(rule.patternId, min, max);
  if (!isAnyText(rule.acceptedPattern)) {
    const compiled = compilePattern(rule.acceptedPattern);
    if (typeof compiled === 'string') {
      // A pattern problem outranks a bounds one: it changes what is checked, not just the numbers.
      problem = { ok: false, problem: 'pattern', pattern: rule.acceptedPattern, reason: compiled };
      // The field's own hint would promise a format nobody checks: say only the length.
      hint = patternHint(0, min, max);
    } else {
      regex = compiled;
    }
  }
  const result: CompiledRule = { rule, kind, min, max, regex, hint };
  return problem ? { ...problem, compiled: result } : { ok: true, compiled: result };
}

/**
 * Checks one value against a compiled rule: null when valid, else the hint to show. Empty is
 * fine for an optional field and `required` for a required one; a disabled field accepts anything.
 */
export function checkValue(compiled: CompiledRule, raw: string): FieldHint | null {
  if (!compiled.rule.enabled) return null;
  const value = normalizeValue(raw, compiled.kind);
  if (value.length === 0) return compiled.rule.required ? { hint: 'required' } : null;
  const length = codePointLength(value);
  if (length < compiled.min || length > compiled.max) return compiled.hint;
  if (compiled.regex) {
    if (length > MAX_PATTERN_INPUT) return compiled.hint;
    if (!compiled.regex.test(value)) return compiled.hint;
  }
  return null;
}

/** Compile and check in one call, for a single value. */
export function checkField(
  rule: FieldRule,
  value: string,
  kind: FieldKind = 'text',
): FieldHint | null {
  return checkValue(compileRule(rule, { kind }).compiled, value);
}
