import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { createRouterView, RouterProbe, type RouterView } from '../test/RouterProbe';
import { useScrollRestoration } from './useScrollRestoration';

function Restoring() {
  useScrollRestoration();
  return <h2 id="term">Terms</h2>;
}

function mount(entries: string[], view: RouterView = createRouterView()) {
  const rendered = render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Restoring />
      <RouterProbe view={view} />
    </MemoryRouter>,
  );
  return { ...rendered, view };
}

/** The player scrolls: the window moves and says so. */
function scrollTo(y: number) {
  act(() => {
    window.scrollTo(0, y);
    window.dispatchEvent(new Event('scroll'));
  });
}

async function go(view: RouterView, to: string | number) {
  await act(async () => {
    await (typeof to === 'number' ? view.navigate?.(to) : view.navigate?.(to));
  });
}

beforeEach(() => {
  sessionStorage.clear();
  window.scrollTo(0, 0);
});
afterEach(() => vi.restoreAllMocks());

test('a new screen starts at the top; back returns to where the player was', async () => {
  const { view } = mount(['/rng']);
  scrollTo(640);

  await go(view, '/help');
  expect(window.scrollY).toBe(0);
  scrollTo(120);

  await go(view, -1);
  expect(view.location?.pathname).toBe('/rng');
  expect(window.scrollY).toBe(640);

  await go(view, 1);
  expect(window.scrollY).toBe(120);
});

test('a new address with a #target starts at the target', async () => {
  const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => {});
  const { view } = mount(['/']);
  scrollTo(300);

  await go(view, '/help#term');
  expect(scrolled).toHaveBeenCalledOnce();
  expect(scrolled.mock.contexts[0]).toHaveProperty('id', 'term');
});

test('the positions outlive a reload of the tab', () => {
  const first = mount(['/rng']);
  scrollTo(480);
  const key = first.view.location?.key;
  act(() => {
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
  });
  first.unmount();
  window.scrollTo(0, 0);

  // The reloaded page: the same history entry (same key), read back from session storage.
  const stored = JSON.parse(sessionStorage.getItem('lobby:scroll-positions') ?? '{}') as Record<
    string,
    number
  >;
  expect(key && stored[key]).toBe(480);
  // A memory history's first entry has the same key on every mount, as a reloaded entry does.
  mount(['/rng']);
  expect(window.scrollY).toBe(480);
});

test('opening, moving in and closing the member centre keeps the screen where it was', async () => {
  const { view } = mount(['/rng?tab=hot']);
  scrollTo(640);

  await go(view, '/rng?tab=hot&member=depositv2');
  expect(window.scrollY).toBe(640);
  await go(view, '/rng?tab=hot&member=withdraw');
  expect(window.scrollY).toBe(640);

  await go(view, -1);
  await go(view, -1);
  expect(view.location?.search).toBe('?tab=hot');
  expect(window.scrollY).toBe(640);

  await go(view, '/rng?tab=new');
  expect(window.scrollY).toBe(0);
});
