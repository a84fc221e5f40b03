import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import {
  checkField,
  checkValue,
  codePointLength,
  compileRule,
  MAX_PATTERN_INPUT,
  MAX_PATTERN_LENGTH,
  normalizeValue,
  type FieldRule,
} from './fieldRule';
import { hintKindForPatternId, PATTERN_ID_COUNT, patternHint } from './fieldHints';
import { isUnsafePattern } from './regexSafety';

function rule(overrides: Partial<FieldRule> = {}): FieldRule {
  return {
    enabled: true,
    required: true,
    minLength: 0,
    maxLength: 100,
    acceptedPattern: '*',
    patternId: 0,
    ...overrides,
  };
}

/*
 * The spec never shows the server's patterns, only the hint each id shows. These are plausible
 * patterns for each hint kind, written the way such servers write them (Java-style, anchored),
 * used to prove each id's check and hint end to end.
 */
const table: {
  id: number;
  pattern: string;
  pass: string[];
  fail: string[];
}[] = [
  { id: 0, pattern: '*', pass: ['anything at all', '名字', '😀'], fail: [] },
  {
    id: 1,
    pattern: '^[A-Za-z][A-Za-z0-9]*$',
    pass: ['player1', 'Ab12', 'abcdef'],
    fail: ['1player', '_abc', 'ab cd', 'ab-12'],
  },
  { id: 2, pattern: '^[A-Za-z\\u4e00-\\u9fa5]+$', pass: ['张伟', 'Wei张'], fail: ['张伟1', 'a b'] },
  {
    id: 3,
    pattern: '^\\w+([-+.]\\w+)*@\\w+([-.]\\w+)*\\.\\w+([-.]\\w+)*$',
    pass: ['a.b@example.com', 'x+y@mail.co.uk'],
    fail: ['a@b', '@example.com', 'a b@example.com'],
  },
  { id: 4, pattern: '^[A-Za-z0-9]+$', pass: ['abc123', 'ABC'], fail: ['张伟', 'abc!'] },
  { id: 5, pattern: '^[0-9]+$', pass: ['0123', '9'], fail: ['12a', '1.5', '١٢٣'] },
  {
    id: 6,
    pattern: '^(?=.*[A-Z])[A-Za-z0-9]+$',
    pass: ['Abc123', 'ABC'],
    fail: ['abc123', 'Abc 123'],
  },
  { id: 7, pattern: '^[A-Za-z ]+$', pass: ['Juan dela Cruz'], fail: ['Juan2', 'Ana-Maria'] },
  { id: 8, pattern: '^\\S+$', pass: ['no-spaces_here!'], fail: ['has space', 'tab\there'] },
  {
    id: 9,
    pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$',
    pass: ['2001-02-28', '1999-12-31'],
    fail: ['02-28-2001', '2001-13-01', '2001/02/28'],
  },
  {
    id: 10,
    pattern: '^(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])-\\d{4}$',
    pass: ['02-28-2001'],
    fail: ['2001-02-28', '13-01-2001'],
  },
  { id: 11, pattern: '^\\p{Script=Hangul}+$', pass: ['김민준'], fail: ['김민준1', 'Kim'] },
  { id: 12, pattern: '^[\\u0E00-\\u0E7F]+$', pass: ['สมชาย'], fail: ['สมชาย1', 'Somchai'] },
  {
    id: 13,
    pattern: '^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[^A-Za-z0-9]).+$',
    pass: ['Secr3t!x', 'aA1#'],
    fail: ['secret1!', 'SECRET1!', 'Secret!!', 'Secret12'],
  },
  {
    id: 14,
    pattern: '^[A-Za-z]+( [A-Za-z]+)+$',
    pass: ['Juan Cruz', 'Maria Clara Santos'],
    fail: ['Juan', 'Juan  Cruz', 'Juan1 Cruz'],
  },
  {
    id: 15,
    pattern: '^[\\u3040-\\u309F\\u30A0-\\u30FF\\u4E00-\\u9FAF]+$',
    pass: ['やまだ', 'ヤマダ', '山田'],
    fail: ['yamada', 'ﾔﾏﾀﾞ'],
  },
  { id: 16, pattern: '^[A-Z]+$', pass: ['ABC'], fail: ['AbC', 'ABC1'] },
  { id: 17, pattern: '^[\\u4e00-\\u9fa50-9]+$', pass: ['张伟88'], fail: ['Zhang88'] },
  {
    id: 18,
    pattern: '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d]+$',
    pass: ['abc123'],
    fail: ['abcdef', '123456'],
  },
  {
    id: 19,
    pattern: '^[\\u4e00-\\u9fa5\\u3000-\\u303F\\uFF00-\\uFFEF]+$',
    pass: ['你好，世界。'],
    fail: ['hello'],
  },
  { id: 20, pattern: '^(?=.*[A-Z])[A-Z0-9]+$', pass: ['AB12'], fail: ['1234', 'ab12'] },
  { id: 21, pattern: '*', pass: ['free text'], fail: [] },
  { id: 22, pattern: '*', pass: ['free text'], fail: [] },
  { id: 23, pattern: '*', pass: ['free text'], fail: [] },
];

describe('every pattern id from the spec', () => {
  test('the table covers ids 0 to 23', () => {
    expect(table.map((row) => row.id)).toEqual([...Array(PATTERN_ID_COUNT).keys()]);
  });

  describe.each(table)('pattern id $id', ({ id, pattern, pass, fail }) => {
    const r = rule({ patternId: id, acceptedPattern: pattern, minLength: 1, maxLength: 40 });

    test('compiles cleanly', () => {
      expect(compileRule(r).ok).toBe(true);
    });

    test.each(pass)('accepts %j', (value) => {
      expect(checkField(r, value)).toBeNull();
    });

    test.each(fail.length ? fail : ['(none)'])("rejects %j with the id's hint", (value) => {
      if (value === '(none)') return;
      expect(checkField(r, value)).toEqual({ hint: hintKindForPatternId(id), min: 1, max: 40 });
    });
  });

  test.each([
    [0, 'length'],
    [1, 'letterFirstAlnum'],
    [2, 'lettersChinese'],
    [3, 'email'],
    [4, 'alnumNoChinese'],
    [5, 'digits'],
    [6, 'oneUppercase'],
    [7, 'lettersSpaces'],
    [8, 'noSpaces'],
    [9, 'dateYmd'],
    [10, 'dateMdy'],
    [11, 'korean'],
    [12, 'thai'],
    [13, 'passwordStrong'],
    [14, 'fullName'],
    [15, 'japaneseName'],
    [16, 'uppercase'],
    [17, 'chineseDigits'],
    [18, 'lettersAndDigits'],
    [19, 'chinesePunctuation'],
    [20, 'uppercaseWithLetter'],
    [21, 'length'],
    [22, 'length'],
    [23, 'length'],
    [24, 'length'],
    [-1, 'length'],
    [1.5, 'length'],
  ])('id %d shows the %s hint', (id, kind) => {
    expect(hintKindForPatternId(id)).toBe(kind);
  });
});

describe('hints', () => {
  test('min below max gives both bounds', () => {
    expect(patternHint(1, 4, 12)).toEqual({ hint: 'letterFirstAlnum', min: 4, max: 12 });
  });

  test('min equal to max gives a single number', () => {
    expect(patternHint(5, 6, 6)).toEqual({ hint: 'digits', min: 6, max: 6, single: 6 });
    expect(
      checkField(
        rule({ patternId: 5, acceptedPattern: '^\\d+$', minLength: 6, maxLength: 6 }),
        '123',
      ),
    ).toEqual({
      hint: 'digits',
      min: 6,
      max: 6,
      single: 6,
    });
  });

  test('an empty required field says required; an empty optional field is fine', () => {
    expect(checkField(rule({ required: true }), '   ')).toEqual({ hint: 'required' });
    expect(checkField(rule({ required: false, minLength: 3 }), '')).toBeNull();
  });

  test('a disabled field accepts anything', () => {
    expect(checkField(rule({ enabled: false, maxLength: 1 }), 'too long')).toBeNull();
  });

  test('a value too short or too long shows the pattern hint, not a separate length one', () => {
    const r = rule({
      patternId: 1,
      acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
      minLength: 4,
      maxLength: 6,
    });
    expect(checkField(r, 'ab')).toEqual({ hint: 'letterFirstAlnum', min: 4, max: 6 });
    expect(checkField(r, 'abcdefg')).toEqual({ hint: 'letterFirstAlnum', min: 4, max: 6 });
  });
});

describe('patterns match the whole value', () => {
  test('an unanchored server pattern does not accept extra text around a match', () => {
    const r = rule({ acceptedPattern: '[0-9]+', patternId: 5 });
    expect(checkField(r, '123')).toBeNull();
    expect(checkField(r, 'a123b')).not.toBeNull();
  });

  test('an alternation is grouped before anchoring', () => {
    const r = rule({ acceptedPattern: 'cat|dog' });
    expect(checkField(r, 'cat')).toBeNull();
    expect(checkField(r, 'catfish')).not.toBeNull();
  });

  test('a legacy pattern that is only valid without the u flag still works', () => {
    // `\-` outside a class is an identity escape: an error with the u flag, fine without it.
    const r = rule({ acceptedPattern: '^\\d+\\-\\d+$' });
    expect(compileRule(r).ok).toBe(true);
    expect(checkField(r, '12-34')).toBeNull();
  });
});

describe('broken server rules are reported, never thrown', () => {
  test.each(['([a-z]', '[', '+abc', '(?<name', 'a{2,1}'])('%j is a syntax problem', (pattern) => {
    const r = rule({ acceptedPattern: pattern, patternId: 1, minLength: 2, maxLength: 4 });
    const result = compileRule(r);
    expect(result).toMatchObject({ ok: false, problem: 'pattern', pattern, reason: 'syntax' });
    // Length-only fallback, with the neutral hint.
    expect(checkValue(result.compiled, 'a!')).toBeNull();
    expect(checkValue(result.compiled, 'abcde')).toEqual({ hint: 'length', min: 2, max: 4 });
  });

  test('an over-long pattern is refused', () => {
    const pattern = `^${'a'.repeat(MAX_PATTERN_LENGTH)}$`;
    expect(compileRule(rule({ acceptedPattern: pattern }))).toMatchObject({
      ok: false,
      problem: 'pattern',
      reason: 'too-long',
    });
  });

  test('a minimum above the maximum is reported and the bounds are swapped', () => {
    const result = compileRule(rule({ minLength: 8, maxLength: 4 }));
    expect(result).toMatchObject({ ok: false, problem: 'bounds', minLength: 8, maxLength: 4 });
    expect(checkValue(result.compiled, 'abcdef')).toBeNull();
  });

  test('negative or non-finite bounds are ignored', () => {
    expect(checkField(rule({ minLength: -3, maxLength: Number.NaN }), 'x'.repeat(500))).toBeNull();
  });
});

const hostile = [
  '(a+)+$',
  '^(a+)+$',
  '(a*)*$',
  '(a|aa)+$',
  '(a|a?)+$',
  '^(\\w+\\s?)*$',
  '(.*a){20}',
  '^(([a-z])+.)+[A-Z]([a-z])+$',
  '(x\\w+)+$',
  '^([a-zA-Z0-9]+)*$',
  '(?:a+)+b',
];

describe('catastrophic backtracking', () => {
  test.each(hostile)('%j is refused as unsafe and the field checks length only', (pattern) => {
    const result = compileRule(rule({ acceptedPattern: pattern, maxLength: 10_000 }));
    expect(result).toMatchObject({ ok: false, problem: 'pattern', reason: 'unsafe' });
    expect(checkValue(result.compiled, `${'a'.repeat(60)}!`)).toBeNull();
  });

  test.each([
    '^\\w+([-+.]\\w+)*@\\w+([-.]\\w+)*\\.\\w+([-.]\\w+)*$',
    '^[A-Za-z]+( [A-Za-z]+)+$',
    '^(?=.*[A-Z])[A-Za-z0-9]+$',
    '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$',
    '^(com|net|org)$',
    '^[a-z]+$',
  ])('%j is a safe everyday pattern', (pattern) => {
    expect(isUnsafePattern(pattern)).toBe(false);
  });

  test('hostile patterns never hang whatever the input (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...hostile), fc.string({ maxLength: 400 }), (pattern, value) => {
        const r = rule({ acceptedPattern: pattern, maxLength: 100_000 });
        const hint = checkField(r, value);
        expect(hint === null || hint.hint === 'length' || hint.hint === 'required').toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  test('no pattern runs on more than the input cap', () => {
    const r = rule({ acceptedPattern: '^a*$', maxLength: 100_000 });
    expect(checkField(r, 'a'.repeat(MAX_PATTERN_INPUT))).toBeNull();
    expect(checkField(r, 'a'.repeat(MAX_PATTERN_INPUT + 1))).not.toBeNull();
  });
});

describe('length in code points', () => {
  test.each([
    ['abc', 3],
    ['😀', 1],
    ['😀😀', 2],
    ['张伟', 2],
    ['𠮷野家', 3],
    ['e\u0301', 2], // e + combining acute: two code points, one glyph
    ['👍🏽', 2], // emoji + skin tone modifier
    ['', 0],
  ])('%j has %d code points', (value, n) => {
    expect(codePointLength(value)).toBe(n);
  });

  test('bounds count code points, not UTF-16 units (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }),
        fc.nat(20),
        fc.nat(20),
        (raw, a, b) => {
          const [min, max] = a <= b ? [a, b] : [b, a];
          const r = rule({ minLength: min, maxLength: max, required: true });
          const trimmed = raw.trim();
          const n = [...trimmed].length;
          const hint = checkField(r, raw);
          if (n === 0) expect(hint).toEqual({ hint: 'required' });
          else if (n >= min && n <= max) expect(hint).toBeNull();
          else expect(hint).toMatchObject({ hint: 'length', min, max });
        },
      ),
    );
  });

  test('an emoji at the limit fits where UTF-16 length would not', () => {
    const r = rule({ minLength: 1, maxLength: 3 });
    expect('😀😀😀'.length).toBe(6);
    expect(checkField(r, '😀😀😀')).toBeNull();
    expect(checkField(r, '😀😀😀😀')).not.toBeNull();
  });
});

describe('trimming', () => {
  const space = fc.constantFrom(' ', '\t', '\n', '\u00a0', '\u3000');
  const pad = fc.array(space, { maxLength: 4 }).map((parts) => parts.join(''));

  test('text is trimmed before every check (property)', () => {
    fc.assert(
      fc.property(pad, fc.string({ maxLength: 12 }), pad, fc.nat(8), fc.nat(8), (l, s, r, a, b) => {
        const fr = rule({
          minLength: Math.min(a, b),
          maxLength: Math.max(a, b),
          acceptedPattern: '^\\S(.*\\S)?$',
        });
        expect(checkField(fr, `${l}${s}${r}`)).toEqual(checkField(fr, s.trim()));
      }),
    );
  });

  test('passwords are never trimmed (property)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 10 }), space, (s, sp) => {
        expect(normalizeValue(`${sp}${s}${sp}`, 'password')).toBe(`${sp}${s}${sp}`);
        const n = [...s].length;
        const r = rule({ minLength: n + 2, maxLength: n + 2 });
        // The spaces count toward the length: the password is the one the user typed.
        expect(checkField(r, `${sp}${s}${sp}`, 'password')).toBeNull();
      }),
    );
  });

  test('a password of spaces only is a password, not an empty field', () => {
    expect(checkField(rule({ minLength: 3 }), '   ', 'password')).toBeNull();
    expect(checkField(rule({ minLength: 3 }), '   ', 'text')).toEqual({ hint: 'required' });
  });
});

describe('* means any text', () => {
  test('any value within the bounds passes (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 15 }), (s) => {
        fc.pre(s.trim().length > 0);
        expect(checkField(rule({ maxLength: 1000 }), s)).toBeNull();
      }),
    );
  });

  test('min = max accepts exactly that many code points (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.string({ unit: 'binary', minLength: 1, maxLength: 10 }),
        (n, s) => {
          const r = rule({ minLength: n, maxLength: n, patternId: 5 });
          const hint = checkField(r, s, 'password');
          if ([...s].length === n) expect(hint).toBeNull();
          else expect(hint).toEqual({ hint: 'digits', min: n, max: n, single: n });
        },
      ),
    );
  });
});
