import * as React from 'react';
import { startTransition, useId } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { activateCatalog, hasDeferredCatalog } from '@lobby/i18n';
import { useDeferredMessages } from './useDeferredMessages';

// What each render of a component hands to `use`: React replays a component that suspended in a
// concurrent render, and the replay must call `use` as the first attempt did, or React throws
// (error 467) and recovers by rendering the whole root again (error 520).
const used = vi.hoisted(() => [] as unknown[]);
vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof React>();
  return {
    ...react,
    use: (usable: Parameters<typeof react.use>[0]) => {
      used.push(usable);
      return react.use(usable);
    },
  };
});

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

beforeAll(async () => {
  await activateCatalog(i18n, 'fr');
});

let actEnvironment: boolean | undefined;
beforeEach(() => {
  used.length = 0;
  // React's own scheduler, as in the browser: act() would restart the render instead.
  actEnvironment = globalThis.IS_REACT_ACT_ENVIRONMENT;
  globalThis.IS_REACT_ACT_ENVIRONMENT = false;
});

const roots: ReturnType<typeof createRoot>[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) root.unmount();
  globalThis.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
});

/** A screen with a hook after the deferred messages, as every screen that uses them has. */
const renders: { usedBefore: number; usedAfter: number }[] = [];
function Screen() {
  const usedBefore = used.length;
  try {
    useDeferredMessages();
  } finally {
    renders.push({ usedBefore, usedAfter: used.length });
  }
  const { t } = useLingui();
  const id = useId();
  return <p id={id}>{t`Lottery groups`}</p>;
}

test('a screen mounted in a transition waits for the deferred catalog, asking for the same load on every render', async () => {
  expect(hasDeferredCatalog(i18n, 'fr')).toBe(false);
  const recovered = vi.fn();
  const container = document.createElement('div');
  const root = createRoot(container, { onRecoverableError: recovered });
  roots.push(root);

  // No Suspense boundary around it: in a transition React waits for the catalog on this very
  // render (the site's first render works this way).
  startTransition(() => {
    root.render(
      <I18nProvider i18n={i18n}>
        <Screen />
      </I18nProvider>,
    );
  });
  await vi.waitFor(() => expect(container.textContent).toBe('Groupes de loterie'));

  expect(hasDeferredCatalog(i18n, 'fr')).toBe(true);
  expect(recovered).not.toHaveBeenCalled();
  // The first render suspended on the load; every render, that one and those after the catalog
  // arrived, handed `use` the same promise.
  expect(renders.length).toBeGreaterThanOrEqual(2);
  for (const render of renders) expect(render.usedAfter - render.usedBefore).toBe(1);
  expect(new Set(used).size).toBe(1);
});
