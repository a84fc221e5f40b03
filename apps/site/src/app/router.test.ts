import type { RouteObject } from 'react-router';
import { expect, test, vi } from 'vitest';
import { loadDeferredMessages } from '../features/preferences/useDeferredMessages';
import { createRouter, preloadScreenGroup } from './router';

vi.mock('../features/preferences/useDeferredMessages', () => ({
  loadDeferredMessages: vi.fn(() => null),
}));

/** The screens inside the layout, by path. */
function screens(router: ReturnType<typeof createRouter>): Map<string, RouteObject> {
  const layout = router.routes[0];
  const inner = layout?.children?.[0]?.children ?? [];
  return new Map(inner.map((route) => [route.path ?? '', route]));
}

test('the screen group loaded before the router is in the route table; the others stay lazy', async () => {
  await preloadScreenGroup('egame', 'en');
  const router = createRouter();
  try {
    const routes = screens(router);
    // /rng, /fish and /pvp are the egame group: the router starts with their screen in hand (the
    // router turns a route's component into its element).
    for (const path of ['/rng', '/fish', '/pvp']) {
      expect(routes.get(path)?.element).toBeTruthy();
      expect(routes.get(path)?.lazy).toBeUndefined();
    }
    expect(routes.get('/help')?.lazy).toBeTypeOf('function');
    expect(routes.get('/help')?.element).toBeUndefined();
  } finally {
    router.dispose();
  }
});

test('a screen of lobby units has its deferred catalog asked for beside its chunk; the home does not', async () => {
  vi.mocked(loadDeferredMessages).mockClear();
  await preloadScreenGroup('index', 'fr');
  expect(loadDeferredMessages).not.toHaveBeenCalled();

  await preloadScreenGroup('vnlottery', 'fr');
  expect(loadDeferredMessages).toHaveBeenCalledExactlyOnceWith('fr');
});
