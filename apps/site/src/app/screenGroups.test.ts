import { expect, test, vi } from 'vitest';
import { loadDeferredMessages } from '../features/preferences/useDeferredMessages';
import { loadScreenGroup, screenComponent } from './screenGroups';

vi.mock('../features/preferences/useDeferredMessages', () => ({
  loadDeferredMessages: vi.fn(() => null),
}));

const LAZY = Symbol.for('react.lazy');
const isLazy = (component: unknown) =>
  (component as { $$typeof?: symbol } | null)?.$$typeof === LAZY;

test('a screen group loaded ahead is its component; the others load lazily', async () => {
  await loadScreenGroup('egame', 'en');
  // /rng, /fish and /pvp are the egame group: their screen mounts with its component in hand.
  const { Component } = await import('../pages/groups/egame');
  expect(screenComponent('egame')).toBe(Component);

  const help = screenComponent('help');
  expect(isLazy(help)).toBe(true);
  // One lazy load per group, shared by its paths and every visit.
  expect(screenComponent('help')).toBe(help);
});

test('a screen of lobby units has its deferred catalog asked for beside its chunk; the home does not', async () => {
  vi.mocked(loadDeferredMessages).mockClear();
  await loadScreenGroup('index', 'fr');
  expect(loadDeferredMessages).not.toHaveBeenCalled();

  await loadScreenGroup('vnlottery', 'fr');
  expect(loadDeferredMessages).toHaveBeenCalledExactlyOnceWith('fr');
});
