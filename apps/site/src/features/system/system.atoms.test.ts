import { describe, expect, test } from 'vitest';
import { ApiError, type Permission } from '@lobby/api';
import { gateOf } from './system.atoms';

const permission = (over: Partial<Permission> = {}): Permission => ({
  info: {
    whitelabel: [],
    register: {},
    resources: [],
    customerService: [],
    imageCDNs: [],
    launchGameCDNs: [],
  },
  location: { ip: '203.0.113.9' },
  maintenance: false,
  regionRestriction: false,
  ...over,
});

describe('gateOf', () => {
  test('a normal status and configuration leave the site open', () => {
    expect(gateOf({ status: 'fulfilled', value: { status: 0 } }, permission()).gate).toBe('open');
  });

  test('maintenance carries its end time and wins over a region restriction', () => {
    const state = gateOf(
      { status: 'fulfilled', value: { status: 1, endTime: '2030-01-01T00:00:00Z' } },
      permission({ regionRestriction: true }),
    );
    expect(state).toMatchObject({ gate: 'maintenance', endTime: '2030-01-01T00:00:00Z' });
  });

  test('a region restriction shows the visitor IP, from the status or the configuration', () => {
    expect(gateOf({ status: 'fulfilled', value: { status: 2 } }, permission())).toMatchObject({
      gate: 'region',
      ip: '203.0.113.9',
    });
  });

  test('a 503 maintenance failure of the status call closes the site too', () => {
    const reason = new ApiError({ kind: 'maintenance', endTime: '2030-01-02T00:00:00Z' });
    expect(gateOf({ status: 'rejected', reason }, null)).toMatchObject({
      gate: 'maintenance',
      endTime: '2030-01-02T00:00:00Z',
    });
  });

  test('a network failure does not close the site', () => {
    const reason = new ApiError({ kind: 'network' });
    expect(gateOf({ status: 'rejected', reason }, null).gate).toBe('open');
  });
});
