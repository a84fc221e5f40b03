import { describe, expect, test, vi } from 'vitest';
import { encodeCustomerServiceLink } from '@lobby/core';
import { openCustomerService } from './openCustomerService';

function fakeWindow() {
  return { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
}

const allow = ['chat.aurora.example'];
const link = (url: string) => [{ type: '3', path: encodeCustomerServiceLink(url, 'Ab3dE6gH') }];

describe('openCustomerService', () => {
  test('opens the window first, then sends it to the allowed chat link', async () => {
    const popup = fakeWindow();
    const open = vi.fn(() => popup as unknown as Window);
    const outcome = await openCustomerService(
      () => Promise.resolve(link('https://chat.aurora.example/livechat')),
      allow,
      open,
    );
    expect(outcome).toBe('opened');
    expect(popup.opener).toBeNull();
    expect(popup.location.href).toBe('https://chat.aurora.example/livechat');
  });

  test('a VIP goes to the VIP service, everyone else to live chat', async () => {
    const list = [
      ...link('https://chat.aurora.example/livechat'),
      { type: '4', path: encodeCustomerServiceLink('https://chat.aurora.example/vip', 'Zy9xW8vU') },
    ];
    for (const [route, url] of [
      ['vipService', 'https://chat.aurora.example/vip'],
      ['liveChat', 'https://chat.aurora.example/livechat'],
    ] as const) {
      const popup = fakeWindow();
      const open = () => popup as unknown as Window;
      expect(await openCustomerService(() => Promise.resolve(list), allow, open, route)).toBe(
        'opened',
      );
      expect(popup.location.href).toBe(url);
    }
  });

  test('a link to a host off the allow-list closes the window', async () => {
    const popup = fakeWindow();
    const outcome = await openCustomerService(
      () => Promise.resolve(link('https://evil.example/')),
      allow,
      () => popup as unknown as Window,
    );
    expect(outcome).toBe('failed');
    expect(popup.close).toHaveBeenCalled();
  });

  test('a failed call closes the window', async () => {
    const popup = fakeWindow();
    const outcome = await openCustomerService(
      () => Promise.reject(new Error('down')),
      allow,
      () => popup as unknown as Window,
    );
    expect(outcome).toBe('failed');
    expect(popup.close).toHaveBeenCalled();
  });

  test('a blocked popup is reported and nothing is fetched', async () => {
    const fetchList = vi.fn();
    const outcome = await openCustomerService(fetchList, allow, () => null);
    expect(outcome).toBe('blocked');
    expect(fetchList).not.toHaveBeenCalled();
  });
});
