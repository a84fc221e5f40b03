import { describe, expect, test } from 'vitest';
import * as v from 'valibot';
import { decodeHint, encodeHint, type FieldHint } from './fieldHints';
import type { FieldRule } from './fieldRule';
import { fieldSchema, formSchema, hintOfIssue, validateForm } from './fieldSchema';

const username: FieldRule = {
  enabled: true,
  required: true,
  minLength: 4,
  maxLength: 12,
  acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
  patternId: 1,
};
const password: FieldRule = {
  enabled: true,
  required: true,
  minLength: 6,
  maxLength: 20,
  acceptedPattern: '*',
  patternId: 0,
};
const pin: FieldRule = {
  ...password,
  minLength: 6,
  maxLength: 6,
  acceptedPattern: '^\\d+$',
  patternId: 5,
};
const email: FieldRule = {
  ...username,
  required: false,
  acceptedPattern: '^\\S+@\\S+$',
  patternId: 3,
  maxLength: 40,
};
const wechat: FieldRule = { ...username, enabled: false };
const broken: FieldRule = { ...username, required: false, acceptedPattern: '([a-z]', patternId: 1 };

describe('fieldSchema', () => {
  test('trims text and outputs the cleaned value', () => {
    const { schema, problem } = fieldSchema(username);
    expect(problem).toBeNull();
    expect(v.parse(schema, '  player1  ')).toBe('player1');
  });

  test('keeps a password exactly as typed', () => {
    const { schema } = fieldSchema(password, { kind: 'password' });
    expect(v.parse(schema, ' s3cret ')).toBe(' s3cret ');
  });

  test('an issue carries a hint descriptor, not text', () => {
    const result = v.safeParse(fieldSchema(username).schema, '1abc');
    expect(result.success).toBe(false);
    expect(hintOfIssue(result.issues![0])).toEqual({ hint: 'letterFirstAlnum', min: 4, max: 12 });
  });

  test('a non-string is the required hint', () => {
    const result = v.safeParse(fieldSchema(username).schema, undefined);
    expect(hintOfIssue(result.issues![0])).toEqual({ hint: 'required' });
  });

  test('a bad pattern is reported and the schema checks length only', () => {
    const { schema, problem } = fieldSchema(broken);
    expect(problem).toMatchObject({ ok: false, problem: 'pattern', pattern: '([a-z]' });
    expect(v.parse(schema, '1234')).toBe('1234');
  });
});

describe('formSchema', () => {
  const rules = { username, password, pin, email, wechat, nickname: broken };
  const { schema, problems } = formSchema(rules, {
    kinds: { password: 'password' },
    confirms: { confirmPassword: 'password' },
  });

  test('surfaces each broken rule by field', () => {
    expect(Object.keys(problems)).toEqual(['nickname']);
  });

  test('valid values come back cleaned; disabled fields are left out', () => {
    const result = validateForm(schema, {
      username: ' player1 ',
      password: ' pass word ',
      confirmPassword: ' pass word ',
      pin: '123456',
      wechat: 'ignored',
    });
    expect(result).toEqual({
      ok: true,
      values: {
        username: 'player1',
        password: ' pass word ',
        confirmPassword: ' pass word ',
        pin: '123456',
        email: '',
        nickname: '',
      },
    });
  });

  test('every failing field gets its hint, the mismatch included, on one pass', () => {
    const result = validateForm(schema, {
      username: '',
      password: 'secret1',
      confirmPassword: 'secret2',
      pin: '12',
      email: 'nope',
    });
    expect(result.ok).toBe(false);
    const hints = (result as { hints: Record<string, FieldHint> }).hints;
    expect(hints).toEqual({
      username: { hint: 'required' },
      pin: { hint: 'digits', min: 6, max: 6, single: 6 },
      email: { hint: 'email', min: 4, max: 40 },
      confirmPassword: { hint: 'mismatch' },
    });
  });

  test('the confirmation compares the password untrimmed', () => {
    const result = validateForm(schema, {
      username: 'player1',
      password: 'secret1 ',
      confirmPassword: 'secret1',
      pin: '123456',
    });
    expect(result).toMatchObject({ ok: false, hints: { confirmPassword: { hint: 'mismatch' } } });
  });

  test('an empty confirmation is required', () => {
    const result = validateForm(schema, {
      username: 'player1',
      password: 'secret1',
      pin: '123456',
    });
    expect(result).toMatchObject({ ok: false, hints: { confirmPassword: { hint: 'required' } } });
  });
});

describe('hint encoding', () => {
  test.each<FieldHint>([
    { hint: 'required' },
    { hint: 'mismatch' },
    { hint: 'digits', min: 6, max: 6, single: 6 },
    { hint: 'email', min: 4, max: 40 },
  ])('round-trips %j', (hint) => {
    expect(decodeHint(encodeHint(hint))).toEqual(hint);
  });

  test.each(['Invalid type', '{"hint":"nonsense"}', '{"hint":"digits"}', 'null', '42'])(
    'a foreign message %j is not a hint',
    (message) => {
      expect(decodeHint(message)).toBeNull();
    },
  );
});
