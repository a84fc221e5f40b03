import { describe, expect, test } from 'vitest';
import { lottoPrizeMode } from './lottoPrizeMode';

describe('lottoPrizeMode (doc 2 §4.3)', () => {
  test.each([
    ['no vendors', [], 'LOTT'],
    [
      'lottery vendors only',
      [
        ['LOTTERY', 'TCG_LOTTO_VN'],
        ['LOTTERY', 'LOTT'],
      ],
      'LOTT',
    ],
    ['an ELOTT category with TCG_LOTTO_VN', [['ELOTT', 'TCG_LOTTO_VN']], 'ELOTT'],
    ['an ELOTT category with LOTT, any case', [['elott', 'lott']], 'ELOTT'],
    ['an ELOTT category with other cards', [['ELOTT', 'TCG_SEA']], 'LOTT'],
    ['TCG_LOTTO_VN outside ELOTT', [['LOTT', 'TCG_LOTTO_VN']], 'LOTT'],
  ] as const)('%s -> %s', (_name, vendors, mode) => {
    expect(lottoPrizeMode(vendors.map(([gameType, vassalage]) => ({ gameType, vassalage })))).toBe(
      mode,
    );
  });

  test('a brand whose lottery mode is SEA or ZY plays it, unless its e-lottery takes over', () => {
    const lottery = [{ gameType: 'LOTTERY', vassalage: 'TCG_SEA' }];
    expect(lottoPrizeMode(lottery, 'SEA')).toBe('SEA');
    expect(lottoPrizeMode(lottery, 'ZY')).toBe('ZY');
    expect(lottoPrizeMode([{ gameType: 'ELOTT', vassalage: 'TCG_LOTTO_VN' }], 'SEA')).toBe('ELOTT');
  });
});
