import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { registerServiceWorker } from './serviceWorker';

interface FakeContainer {
  register: ReturnType<typeof vi.fn>;
  ready: Promise<{ active: { postMessage: ReturnType<typeof vi.fn> } }>;
}

function fakeContainer(): FakeContainer & { postMessage: ReturnType<typeof vi.fn> } {
  const postMessage = vi.fn();
  return {
    register: vi.fn(() => Promise.resolve({})),
    ready: Promise.resolve({ active: { postMessage } }),
    postMessage,
  };
}

function visit({ secure, container }: { secure: boolean; container?: FakeContainer }) {
  // happy-dom has neither: the browser's, as the test needs them.
  Object.defineProperty(window, 'isSecureContext', { value: secure, configurable: true });
  if (container) {
    Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  }
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
    { name: `${window.location.origin}/assets/egame-1.js` },
    { name: `${window.location.origin}/assets/th-2.js` },
    { name: `${window.location.origin}/wps/system/status` },
    { name: 'https://cdn.example/assets/x.js' },
  ] as PerformanceEntryList);
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  vi.stubEnv('PROD', true);
  window.history.replaceState(null, '', '/rng');
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(window, 'isSecureContext');
});

describe('registering the service worker', () => {
  test("for the visit's brand, over the whole site, then it is told what this page loaded", async () => {
    const container = fakeContainer();
    visit({ secure: true, container });
    registerServiceWorker('jade');
    await settle();
    expect(container.register).toHaveBeenCalledWith('/sw.js?brand=jade', {
      scope: '/',
      updateViaCache: 'none',
    });
    expect(container.postMessage).toHaveBeenCalledWith({
      type: 'keep',
      page: '/rng',
      assets: [
        `${window.location.origin}/assets/egame-1.js`,
        `${window.location.origin}/assets/th-2.js`,
      ],
    });
  });

  test('not over plain http to another machine (browsers allow workers on https and localhost)', async () => {
    const container = fakeContainer();
    visit({ secure: false, container });
    registerServiceWorker('aurora');
    await settle();
    expect(container.register).not.toHaveBeenCalled();
  });

  test('not by the development server, whose files change with every edit', async () => {
    vi.stubEnv('PROD', false);
    const container = fakeContainer();
    visit({ secure: true, container });
    registerServiceWorker('aurora');
    await settle();
    expect(container.register).not.toHaveBeenCalled();
  });

  test('a browser without workers, or a refused registration, changes nothing for the player', async () => {
    visit({ secure: true });
    expect(() => registerServiceWorker('aurora')).not.toThrow();
    const container = fakeContainer();
    container.register.mockReturnValue(
      Promise.reject(new DOMException('refused', 'SecurityError')),
    );
    visit({ secure: true, container });
    registerServiceWorker('aurora');
    await settle();
    expect(container.postMessage).not.toHaveBeenCalled();
  });
});
