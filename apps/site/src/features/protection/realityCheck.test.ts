import { afterEach, describe, expect, test } from 'vitest';
import { nextCheck, readAcknowledged, roundAt, writeAcknowledged } from './realityCheck';

const MIN = 60_000;
const START = Date.UTC(2026, 10, 26, 22, 0);

describe('the reality check runs from the server’s session start', () => {
  test('the first check is due one interval after the start, not after the page loaded', () => {
    // A page loaded 10 minutes into the session: due at minute 15, 5 minutes from now.
    expect(nextCheck(START, 15 * MIN, START + 10 * MIN, 0)).toEqual({
      round: 1,
      at: START + 15 * MIN,
    });
  });

  test('a round due and not acknowledged shows at once (a reload while it was open)', () => {
    expect(nextCheck(START, 15 * MIN, START + 31 * MIN, 1)).toEqual({
      round: 2,
      at: START + 31 * MIN,
    });
  });

  test('after Continue the next boundary is the next one, never the same round again', () => {
    expect(nextCheck(START, 15 * MIN, START + 31 * MIN, 2)).toEqual({
      round: 3,
      at: START + 45 * MIN,
    });
  });

  test('no round has completed before the first interval', () => {
    expect(roundAt(START, 30 * MIN, START + 29 * MIN)).toBe(0);
    expect(roundAt(START, 30 * MIN, START - MIN)).toBe(0);
    expect(roundAt(START, 30 * MIN, START + 60 * MIN)).toBe(2);
  });
});

describe('the acknowledged round is kept per session', () => {
  afterEach(() => sessionStorage.clear());

  test('a reload reads it back; another session starts from none', () => {
    writeAcknowledged(START, 3);
    expect(readAcknowledged(START)).toBe(3);
    expect(readAcknowledged(START + 1)).toBe(0);
  });
});
