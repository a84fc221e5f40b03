import { describe, expect, test } from 'vitest';
import { amountText, maskAccount, maskEmail, maskPhone, parseAmount } from './amount';

describe('parseAmount', () => {
  test.each([
    ['100', 10000],
    ['100.5', 10050],
    ['1,250.05', 125005],
    [' 0.01 ', 1],
  ])('%s is %i minor units', (text, minor) => {
    expect(parseAmount(text)).toEqual({ ok: true, minor });
  });

  test.each([
    ['1.234', 'decimals'],
    ['abc', 'format'],
    ['-5', 'format'],
    ['', 'format'],
    ['1e3', 'format'],
  ])('%s is refused (%s)', (text, problem) => {
    expect(parseAmount(text)).toEqual({ ok: false, problem });
  });
});

test('amountText writes minor units as a typed amount', () => {
  expect(amountText(125005)).toBe('1250.05');
  expect(amountText(7)).toBe('0.07');
});

test('maskAccount keeps the last four digits', () => {
  expect(maskAccount('1234567890')).toBe('•••• 7890');
});

test('maskPhone keeps the first three and the last four digits', () => {
  expect(maskPhone('09171234567')).toBe('091****4567');
  expect(maskPhone('1234567')).toBe('1****67');
});

test('maskEmail keeps the first letter and the domain', () => {
  expect(maskEmail('juan.cruz@example.com')).toBe('j***@example.com');
  expect(maskEmail('broken')).toBe('***');
});
