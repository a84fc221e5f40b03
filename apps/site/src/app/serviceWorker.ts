// Registers the site's service worker (ADR 023) once the start-up has settled (docs/startup.md):
// it installs while nothing else needs the link, and then keeps the page the visitor is on and the
// files it loaded, so that this page opens offline.
import { WORKER_PATH, type KeepMessage } from '../sw/contract';

/** The Trusted Types policy that may name the worker's script: that URL and no other. */
const WORKER_POLICY = 'lobby-sw';

interface TrustedTypesWindow {
  trustedTypes?: {
    createPolicy(
      name: string,
      rules: { createScriptURL(input: string): string },
    ): { createScriptURL(input: string): unknown };
  };
}

/**
 * The worker's address. Under the site's Content-Security-Policy (`require-trusted-types-for
 * 'script'`) a worker's script must be named by a Trusted Types policy; browsers without Trusted
 * Types take the string.
 */
function workerUrl(brand: string): string {
  const url = `${WORKER_PATH}?brand=${encodeURIComponent(brand)}`;
  const factory = (window as TrustedTypesWindow).trustedTypes;
  if (!factory) return url;
  const policy = factory.createPolicy(WORKER_POLICY, {
    createScriptURL: (input) => {
      if (input !== url) throw new TypeError(`${WORKER_POLICY} names ${url} only`);
      return input;
    },
  });
  // A TrustedScriptURL, which register() takes wherever Trusted Types exist.
  return policy.createScriptURL(url) as string;
}

/** The page the visitor is on and the hashed files it loaded. */
function visitedMessage(): KeepMessage {
  const assets = `${window.location.origin}/assets/`;
  return {
    type: 'keep',
    page: window.location.pathname,
    assets: performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.startsWith(assets)),
  };
}

/**
 * Registers the worker for the visit's brand, on https or localhost only (a secure context, which
 * browsers require), and in the built site only. A failure changes nothing for the player: the site
 * works as before, without offline pages.
 */
export function registerServiceWorker(brand: string): void {
  if (!import.meta.env.PROD || !window.isSecureContext || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  container
    .register(workerUrl(brand), { scope: '/', updateViaCache: 'none' })
    .then(() => container.ready)
    .then((registration) => registration.active?.postMessage(visitedMessage()))
    .catch(() => {});
}
