import { describe, expect, test } from 'vitest';
import { ApiError, ERROR_MESSAGE_KEYS, errorMessageKey, isApiError } from './errors';
import type { ApiFailure } from './errors';

const failures: ApiFailure[] = [
  { kind: 'network' },
  { kind: 'timeout' },
  { kind: 'server', status: 500, message: 'Oops' },
  { kind: 'sessionExpired', status: 401 },
  { kind: 'maintenance', endTime: '2030-01-01' },
  { kind: 'regionRestricted', ip: '203.0.113.7' },
  { kind: 'rateLimited', retryAfterSeconds: 60 },
  { kind: 'malformed', detail: 'value: object' },
];

describe('errorMessageKey', () => {
  test.each(failures)('$kind has a stable key, from the error or its failure', (failure) => {
    const key = errorMessageKey(failure);
    expect(key).toBe(ERROR_MESSAGE_KEYS[failure.kind]);
    expect(errorMessageKey(new ApiError(failure))).toBe(key);
  });

  test('the network and timeout messages are distinct (the spec gives each its own text)', () => {
    expect(errorMessageKey({ kind: 'network' })).not.toBe(errorMessageKey({ kind: 'timeout' }));
  });

  test('isApiError narrows by kind', () => {
    const error: unknown = new ApiError({ kind: 'rateLimited', retryAfterSeconds: 5 });
    expect(isApiError(error)).toBe(true);
    expect(isApiError(error, 'timeout')).toBe(false);
    expect(isApiError(error, 'rateLimited') && error.failure.retryAfterSeconds).toBe(5);
    expect(isApiError(new Error('x'))).toBe(false);
  });
});
