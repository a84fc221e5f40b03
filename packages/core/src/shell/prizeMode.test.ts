import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { PRIZE_MODES, prizeMode } from './prizeMode';

const cat = (title: string, ...codes: string[]) => ({
  title,
  cards: codes.map((vassalage) => ({ vassalage })),
});

describe('prizeMode (doc 2 §4.3)', () => {
  test.each([
    [[], 'Lott'],
    [[cat('LOTT', 'LOTT', 'TCG_LOTTO_VN')], 'Lott'],
    [[cat('ELOTT', 'ELOTT', 'TCG_SEA')], 'Lott'],
    [[cat('ELOTT', 'TCG_LOTTO_VN')], 'Elott'],
    [[cat('ELOTT', 'ELOTT', 'LOTT')], 'Elott'],
    [[cat('RNG', 'PG'), cat('elott', 'lott')], 'Elott'],
    [[cat('ELOTT')], 'Lott'],
  ])('%j -> %s', (categories, mode) => {
    expect(prizeMode(categories)).toBe(mode);
  });

  test("the brand's lottery mode (ZY, SEA) unless its e-lottery takes over", () => {
    expect(prizeMode([cat('LOTT', 'LOTT')], 'SEA')).toBe('SEA');
    expect(prizeMode([], 'ZY')).toBe('ZY');
    expect(prizeMode([cat('ELOTT', 'TCG_LOTTO_VN')], 'SEA')).toBe('Elott');
  });

  test('the spec’s four prize modes', () => {
    expect(PRIZE_MODES).toEqual(['Lott', 'ZY', 'Elott', 'SEA']);
  });

  test('Elott exactly when an ELOTT category holds a TCG_LOTTO_VN or LOTT card (property)', () => {
    const codes = ['LOTT', 'TCG_LOTTO_VN', 'ELOTT', 'TCG_SEA', 'PG'];
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            title: fc.constantFrom('ELOTT', 'LOTT', 'RNG'),
            cards: fc.array(fc.record({ vassalage: fc.constantFrom(...codes) }), { maxLength: 5 }),
          }),
          { maxLength: 5 },
        ),
        (categories) => {
          const expected = categories.some(
            (c) =>
              c.title === 'ELOTT' &&
              c.cards.some(
                (card) => card.vassalage === 'LOTT' || card.vassalage === 'TCG_LOTTO_VN',
              ),
          );
          expect(prizeMode(categories)).toBe(expected ? 'Elott' : 'Lott');
        },
      ),
    );
  });
});
