import { expect, test, vi } from 'vitest';
import { loadDeferredMessages } from '../features/preferences/useDeferredMessages';
import { loadScreen, SCREENS } from './screens';

vi.mock('../features/preferences/useDeferredMessages', () => ({
  loadDeferredMessages: vi.fn(() => null),
}));

test('a screen group loaded ahead is in hand; the others are not loaded', async () => {
  await loadScreen('egame', 'en');
  // /rng, /fish and /pvp are the egame group: their screen mounts with its component in hand.
  const { Component } = await import('../pages/groups/egame');
  expect(SCREENS.egame.loaded()).toBe(Component);
  expect(SCREENS.help.loaded()).toBeNull();
});

test('a screen of lobby units has its deferred catalog asked for beside its chunk; the home does not', async () => {
  vi.mocked(loadDeferredMessages).mockClear();
  await loadScreen('index', 'fr');
  expect(loadDeferredMessages).not.toHaveBeenCalled();

  await loadScreen('vnlottery', 'fr');
  expect(loadDeferredMessages).toHaveBeenCalledExactlyOnceWith('fr');
});
