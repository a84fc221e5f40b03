import { describe, expect, test } from 'vitest';
import * as v from 'valibot';
import { systemStatusResponseSchema } from './system';

const parse = (body: unknown) => v.safeParse(systemStatusResponseSchema, body);

describe('system status answer', () => {
  test.each([
    { success: true, value: { status: 0 } },
    { success: true, value: { status: 1, endTime: '2026-11-23T04:00:00Z' } },
    { success: true, value: { status: 1 } },
    { success: true, value: { status: 2, ip: '203.0.113.7' } },
    { success: false, message: 'Unknown merchant' },
    { success: false, message: 'Busy', code: 429 },
  ])('accepts %j', (body) => {
    expect(parse(body).success).toBe(true);
  });

  test.each([
    { success: true, value: { status: 3 } },
    { success: true, value: { status: '0' } },
    { success: true },
    { success: false },
    { value: { status: 0 } },
    null,
    'ok',
  ])('rejects the malformed answer %j', (body) => {
    expect(parse(body).success).toBe(false);
  });
});
