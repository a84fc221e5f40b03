import { describe, expect, test } from 'vitest';
import { parseGameMessage } from './gameMessage';

describe('parseGameMessage', () => {
  test.each([
    [
      { type: 'lobby:balance', balance: 123_45 },
      { type: 'lobby:balance', balance: 123_45 },
    ],
    [
      { type: 'lobby:balance', balance: 0 },
      { type: 'lobby:balance', balance: 0 },
    ],
    [{ type: 'lobby:close' }, { type: 'lobby:close' }],
  ])('accepts %j', (data, expected) => {
    expect(parseGameMessage(data)).toEqual(expected);
  });

  test.each([
    ['a float balance (money is minor units)', { type: 'lobby:balance', balance: 1.5 }],
    ['a balance as text', { type: 'lobby:balance', balance: '100' }],
    ['a balance left out', { type: 'lobby:balance' }],
    ['an unknown type', { type: 'lobby:open', url: 'https://evil.example/' }],
    ['a string', 'lobby:close'],
    ['null', null],
    ['an array', [{ type: 'lobby:close' }]],
  ])('rejects %s', (_name, data) => {
    expect(parseGameMessage(data)).toBeNull();
  });

  test('drops keys the contract does not name', () => {
    expect(parseGameMessage({ type: 'lobby:close', extra: 'x' })).toEqual({ type: 'lobby:close' });
  });
});
