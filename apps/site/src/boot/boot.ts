// The boot script: inlined into the head of every prerendered page (ADR 019), it runs before the
// body is parsed, long before the application's code could arrive. It asks the visit's first calls,
// keeps the prerendered shell on screen only for the visit it was rendered for, paints the first
// banner into it, and then starts the application, which replaces the shell with its first render.
import { afterNextPaint } from '@lobby/ui/idle';
import { readStoredSession } from '../features/session/sessionStore';
import { BOOT_DATA_ID, SHELL_OFF_ATTRIBUTE, type BootData } from './contract';
import { firstCallsOf, shellMatches, type FirstCall } from './firstCalls';
import { paintFirstBanner } from './firstBanner';
import { resolveVisit } from './visit';

/** The longest the application waits for the first banner to be painted, from the boot's start. */
const FIRST_BANNER_WAIT_MS = 1500;
/** The answer of a first call that takes longer is left to the application's own call. */
const FIRST_CALL_TIMEOUT_MS = 15_000;

const data = JSON.parse(document.getElementById(BOOT_DATA_ID)?.textContent ?? '') as BootData;
const visit = resolveVisit(window.location, false);
const showShell = shellMatches(data.shell, visit, window.location.pathname);
// The markup is still to come: hidden before the first paint, it is never seen.
if (!showShell) document.documentElement.setAttribute(SHELL_OFF_ATTRIBUTE, '');

const ask = (call: FirstCall) => ({
  ...call,
  response: fetch(call.url, {
    headers: call.headers,
    signal: AbortSignal.timeout(FIRST_CALL_TIMEOUT_MS),
  }),
});
const calls = firstCallsOf(visit, window.location, readStoredSession()?.token ?? null);
const banners = calls.banners && ask(calls.banners);
window.lobbyBoot = {
  shell: showShell,
  prefetched: [...calls.system.map(ask), ...(banners ? [banners] : [])],
};

let started = false;
function startApplication(): void {
  if (started) return;
  started = true;
  // The entry's own imports and what its first render waits for, fetched beside it rather than
  // one after another as each module names the next.
  for (const href of data.modules) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  void import(/* @vite-ignore */ data.entry);
}

if (!showShell) {
  startApplication();
} else {
  // The page's largest picture first: on a slow link the application's files would share the
  // line with it. The application then takes over a page that is already complete to the eye.
  void (
    banners
      ? paintFirstBanner(banners.response)
      : new Promise<void>((resolve) => afterNextPaint(resolve))
  ).then(startApplication);
  setTimeout(startApplication, FIRST_BANNER_WAIT_MS);
}
