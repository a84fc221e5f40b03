import { describe, expect, test } from 'vitest';
import { apiGameType, firstGameQuery } from './gameQuery';

describe('firstGameQuery', () => {
  test.each([
    ['COCKFIGHT', 'DS88', { gameType: 'COCKFIGHT', vassalage: 'DS88', page: 1, pageSize: 1 }],
    ['esports', null, { gameType: 'ESPORTS', page: 1, pageSize: 1 }],
    // The spec's lottery categories are vendors of the API's one lottery type.
    ['LOTT', null, { gameType: 'LOTTERY', vassalage: 'LOTT', page: 1, pageSize: 1 }],
    ['ELOTT', null, { gameType: 'LOTTERY', vassalage: 'ELOTT', page: 1, pageSize: 1 }],
    [
      'ELOTT',
      'TCG_LOTTO_VN',
      { gameType: 'LOTTERY', vassalage: 'TCG_LOTTO_VN', page: 1, pageSize: 1 },
    ],
  ])('%s of %s', (category, vendor, query) => {
    expect(firstGameQuery(category, vendor)).toEqual(query);
  });

  test('a category the API does not list has no first game', () => {
    expect(firstGameQuery('BINGO', null)).toBeNull();
    expect(apiGameType('BINGO')).toBeNull();
    expect(apiGameType('live')).toBe('LIVE');
  });
});
