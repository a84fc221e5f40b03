import { describe, expect, test } from 'vitest';
import { screen } from '@testing-library/react';
import {
  messageHintKinds,
  patternHintKinds,
  type FieldHint,
  type MessageHintKind,
  type PatternHintKind,
} from '@lobby/core';
import { render } from '../../test/render';
import { Field } from './Field';
import { useHintText } from './useHintText';

function Texts({ hints }: { hints: FieldHint[] }) {
  const hintText = useHintText();
  return (
    <ul>
      {hints.map((hint, i) => (
        <li key={i}>{hintText(hint)}</li>
      ))}
    </ul>
  );
}

function textsOf(hints: FieldHint[]): string[] {
  render(<Texts hints={hints} />);
  return screen.getAllByRole('listitem').map((li) => li.textContent ?? '');
}

describe('Field', () => {
  test('labels the control, marks it required and wires hint and error', () => {
    render(
      <Field label="Username" required hint="4 to 12 characters" error={{ hint: 'required' }}>
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Username required' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('4 to 12 characters This field is required');
    // The asterisk is for the eye only: the word "required" is what is read.
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  test('without an error the control is not invalid and not described by an empty message', () => {
    render(<Field label="Nickname">{(control) => <input {...control} />}</Field>);
    const input = screen.getByRole('textbox', { name: 'Nickname' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  test('a ready message passes through as is', () => {
    render(
      <Field label="Username" error="That name is taken">
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('That name is taken');
  });
});

describe('hint texts', () => {
  test.each<[FieldHint, string]>([
    [
      { hint: 'letterFirstAlnum', min: 4, max: 12 },
      'Use 4 to 12 letters and digits, starting with a letter',
    ],
    [
      { hint: 'letterFirstAlnum', min: 8, max: 8, single: 8 },
      'Use 8 letters and digits, starting with a letter',
    ],
    [{ hint: 'digits', min: 6, max: 6, single: 6 }, 'Use 6 digits'],
    [{ hint: 'digits', min: 9, max: 11 }, 'Use 9 to 11 digits'],
    [{ hint: 'length', min: 6, max: 20 }, 'Use 6 to 20 characters'],
    [{ hint: 'length', min: 6, max: 6, single: 6 }, 'Use exactly 6 characters'],
    [
      { hint: 'dateYmd', min: 10, max: 10, single: 10 },
      'Enter the date as yyyy-MM-dd, for example 1990-12-31',
    ],
    [{ hint: 'required' }, 'This field is required'],
    [{ hint: 'mismatch' }, 'The two passwords do not match'],
    [{ hint: 'phoneInvalid' }, 'Enter a valid phone number'],
    [{ hint: 'emailFormat' }, 'Enter a valid email address'],
    [{ hint: 'codeRequired' }, 'Enter the verification code'],
  ])('%j reads %j', (hint, text) => {
    expect(textsOf([hint])).toEqual([text]);
  });

  test('every pattern kind has its own sentence, with both bounds and with one', () => {
    const ranged = textsOf(
      patternHintKinds.map((hint: PatternHintKind) => ({ hint, min: 3, max: 9 })),
    );
    const dates = ['dateYmd', 'dateMdy'];
    ranged.forEach((text, i) => {
      expect(text).not.toBe('');
      if (!dates.includes(patternHintKinds[i]!)) expect(text).toMatch(/3 to 9/);
    });
    expect(new Set(ranged).size).toBe(ranged.length);
  });

  test('every single-number sentence shows the number once and no range', () => {
    const singles = textsOf(
      patternHintKinds.map((hint: PatternHintKind) => ({ hint, min: 7, max: 7, single: 7 })),
    );
    const dates = ['dateYmd', 'dateMdy'];
    singles.forEach((text, i) => {
      expect(text).not.toMatch(/ to /);
      if (!dates.includes(patternHintKinds[i]!)) expect(text).toMatch(/\b7\b/);
    });
  });

  test('every message kind has its own sentence', () => {
    const texts = textsOf(messageHintKinds.map((hint: MessageHintKind) => ({ hint })));
    expect(texts.every((text) => text.length > 0)).toBe(true);
    expect(new Set(texts).size).toBe(texts.length);
  });
});
