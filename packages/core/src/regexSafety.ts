/**
 * A static guard against server patterns that backtrack catastrophically (`(a+)+$`, `(\w+\s?)*`,
 * `(a|aa)+`). JavaScript's regex engine cannot be given a step budget, and a pattern comes from
 * server configuration, so one careless pattern would freeze the page on a long input. The check
 * is deliberately conservative: a pattern it flags is not run at all (the field falls back to
 * length-only validation and the problem is reported), so a false positive costs strictness, never
 * a hang. A second guard caps the length of text any pattern is run against (see fieldRule.ts).
 *
 * Flagged: a repeated group (`*`, `+`, `{n,}`, `{n,m}` with m > 1) that contains an unbounded
 * quantifier (star height 2), unless each repetition starts with a punctuation separator the rest
 * of the group cannot match (`([-.]\w+)*`, the common e-mail pattern, stays allowed); and a
 * repeated group whose alternatives overlap (one is a prefix of another, or one is quantified).
 */

interface Frame {
  start: number;
  containsUnbounded: boolean;
  alternatives: number[];
}

interface Atom {
  start: number;
  end: number;
  group: { body: string; containsUnbounded: boolean; alternatives: string[] } | null;
}

// Space counts: "( [A-Za-z]+)+" (words after the first) is the full-name pattern.
const punctuation = /^[ -/:-@[-`{-~]+$/;

/** The characters a simple separator atom (`\.`, `-`, `[-+.]`) matches, or null if not simple. */
function separatorChars(token: string): string | null {
  let chars: string;
  if (token.startsWith('[')) {
    if (token.startsWith('[^')) return null;
    chars = token.slice(1, -1).replace(/\\/g, '');
  } else {
    chars = token.replace(/^\\/, '');
  }
  return chars.length > 0 && punctuation.test(chars) ? chars : null;
}

function separatorExempt(body: string, firstAtomEnd: number, firstQuantified: boolean): boolean {
  if (firstQuantified || firstAtomEnd <= 0) return false;
  const chars = separatorChars(body.slice(0, firstAtomEnd));
  if (!chars) return false;
  const rest = body.slice(firstAtomEnd);
  // Each plain atom of the rest is a regex on its own: ask it whether it matches a separator.
  for (let i = 0; i < rest.length;) {
    const end = atomEnd(rest, i);
    const token = rest.slice(i, end);
    i = end;
    if (token.length === 1 && '()|^$*+?{}'.includes(token)) continue;
    const regex = tokenRegex(token);
    if (!regex || [...chars].some((c) => regex.test(c))) return false;
  }
  return true;
}

function tokenRegex(token: string): RegExp | null {
  for (const flags of ['u', '']) {
    try {
      return new RegExp(`^${token}$`, flags);
    } catch {
      // try the next flags
    }
  }
  return null;
}

/** Reads a quantifier at `i`: its length, whether it repeats and whether it is unbounded. */
function readQuantifier(
  pattern: string,
  i: number,
): { length: number; repeats: boolean; unbounded: boolean } | null {
  const c = pattern[i];
  let length = 0;
  let repeats = false;
  let unbounded = false;
  if (c === '*' || c === '+') {
    length = 1;
    repeats = true;
    unbounded = true;
  } else if (c === '?') {
    length = 1;
  } else if (c === '{') {
    const match = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(i));
    if (!match) return null;
    length = match[0].length;
    const min = Number(match[1]);
    const max = match[2] === undefined ? min : match[3] === '' ? Infinity : Number(match[3]);
    unbounded = max === Infinity;
    repeats = max > 1;
  } else {
    return null;
  }
  if (pattern[i + length] === '?') length += 1;
  return { length, repeats, unbounded };
}

/** True when the pattern has a shape known to backtrack exponentially (see the module note). */
export function isUnsafePattern(pattern: string): boolean {
  const stack: Frame[] = [];
  let frame: Frame = {
    start: 0,
    containsUnbounded: false,
    alternatives: [],
  };
  let last: Atom | null = null;
  let i = 0;
  while (i < pattern.length) {
    const c = pattern[i];
    const quantifier = last ? readQuantifier(pattern, i) : null;
    if (quantifier && last) {
      const group = last.group;
      if (group && quantifier.repeats) {
        const nested =
          group.containsUnbounded &&
          !separatorExempt(group.body, firstAtomEndOf(group.body), firstQuantifiedOf(group.body));
        const overlapping =
          group.alternatives.length > 1 &&
          group.alternatives.some(
            (a, ai) =>
              readsQuantifier(a) ||
              group.alternatives.some((b, bi) => ai !== bi && b.startsWith(a)),
          );
        if (nested || overlapping) return true;
      }
      if (quantifier.unbounded || (group?.containsUnbounded ?? false)) {
        frame.containsUnbounded = true;
      }
      i += quantifier.length;
      last = null;
      continue;
    }
    if (c === '(') {
      stack.push(frame);
      let bodyStart = i + 1;
      if (pattern[bodyStart] === '?') {
        const prefix = /^\?(?::|=|!|<=|<!|<[A-Za-z_$][\w$]*>)/.exec(pattern.slice(bodyStart));
        bodyStart += prefix ? prefix[0].length : 1;
      }
      frame = {
        start: bodyStart,
        containsUnbounded: false,
        alternatives: [bodyStart],
      };
      last = null;
      i = bodyStart;
      continue;
    }
    if (c === ')') {
      const closed = frame;
      const body = pattern.slice(closed.start, i);
      const starts = closed.alternatives;
      const alternatives = starts.map((s, k) => {
        const next = starts[k + 1];
        return pattern.slice(s, next === undefined ? i : next - 1);
      });
      frame = stack.pop() ?? closed;
      const atom: Atom = {
        start: closed.start - 1,
        end: i + 1,
        group: { body, containsUnbounded: closed.containsUnbounded, alternatives },
      };
      if (closed.containsUnbounded) frame.containsUnbounded = true;
      last = atom;
      i += 1;
      continue;
    }
    if (c === '|') {
      frame.alternatives.push(i + 1);
      last = null;
      i += 1;
      continue;
    }
    if (c === '^' || c === '$') {
      last = null;
      i += 1;
      continue;
    }
    const end = atomEnd(pattern, i);
    last = { start: i, end, group: null };
    i = end;
  }
  return false;
}

/** The end index of the plain atom (escape, class or character) that starts at `i`. */
function atomEnd(pattern: string, i: number): number {
  const c = pattern[i];
  if (c === '\\') {
    const next = pattern[i + 1];
    const open = pattern[i + 2];
    if ((next === 'p' || next === 'P' || next === 'u') && open === '{') {
      const close = pattern.indexOf('}', i + 3);
      return close === -1 ? pattern.length : close + 1;
    }
    if (next === 'k' && open === '<') {
      const close = pattern.indexOf('>', i + 3);
      return close === -1 ? pattern.length : close + 1;
    }
    return Math.min(i + 2, pattern.length);
  }
  if (c === '[') {
    let j = i + 1;
    if (pattern[j] === '^') j += 1;
    if (pattern[j] === ']') j += 1;
    while (j < pattern.length && pattern[j] !== ']') j += pattern[j] === '\\' ? 2 : 1;
    return Math.min(j + 1, pattern.length);
  }
  return i + 1;
}

function firstAtomEndOf(body: string): number {
  if (body.length === 0 || body[0] === '(') return 0;
  return atomEnd(body, 0);
}

function firstQuantifiedOf(body: string): boolean {
  const end = firstAtomEndOf(body);
  return end > 0 && readQuantifier(body, end) !== null;
}

function readsQuantifier(alternative: string): boolean {
  for (let i = 0; i < alternative.length;) {
    if (readQuantifier(alternative, i)) return true;
    i = atomEnd(alternative, i);
  }
  return false;
}
