import { describe, expect, test } from 'vitest';
import { MODAL_DEFAULT_WIDTH, modalSizeToCss, resolveModalSize } from './modalSize';

describe('modal size rule', () => {
  test.each([
    [600, '600px'],
    [0, '0px'],
    [12.5, '12.5px'],
    ['80%', '80%'],
    ['320px', '320px'],
    [' 50% ', '50%'],
  ])('accepts %j as %s', (value, css) => {
    expect(modalSizeToCss(value)).toBe(css);
  });

  test.each([
    [-1],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    ['-10px'],
    ['10em'],
    ['wide'],
    [''],
    [null],
    [undefined],
    [{}],
  ])('rejects %j', (value) => {
    expect(modalSizeToCss(value)).toBeNull();
  });

  test('falls back to the default for a value that breaks the rule', () => {
    expect(resolveModalSize('huge', MODAL_DEFAULT_WIDTH)).toBe('600px');
    expect(resolveModalSize('75%', MODAL_DEFAULT_WIDTH)).toBe('75%');
  });
});
