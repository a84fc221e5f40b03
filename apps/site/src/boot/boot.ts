// The boot script: inlined into the head of every prerendered page (ADR 019), it runs before the
// body is parsed, long before the application's code could arrive. It asks the visit's first calls,
// keeps the prerendered shell on screen only for the visit it was rendered for, paints the first
// banner into it, and then starts the application, which replaces the shell with its first render.
import type { PrefetchedCall } from '@lobby/api';
import { nextPaint } from '@lobby/ui/idle';
import { readStoredSession } from '../features/session/sessionStore';
import { pointHeadAtBrand } from './brandHead';
import { BOOT_DATA_ID, SHELL_OFF_ATTRIBUTE, type BootData } from './contract';
import { firstCallsOf, shellMatches, type FirstCall } from './firstCalls';
import { paintFirstBanner } from './firstBanner';
import { showStartFailure } from './startFailure';
import { resolveVisit } from './visit';

/** The longest the application waits for the first banner to be painted. */
const FIRST_BANNER_WAIT_MS = 1500;
/** The answer of a first call that takes longer is left to the application's own call. */
const FIRST_CALL_TIMEOUT_MS = 15_000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const nextTask = () => wait(0);

const data = JSON.parse(document.getElementById(BOOT_DATA_ID)?.textContent ?? '') as BootData;
const visit = resolveVisit(window.location, false);
// The manifest, icons and browser colour of the visit's brand and mode, before anything asks for them.
pointHeadAtBrand(document, visit.brand.code, data.themeColors[visit.brand.code]?.[visit.mode]);
const showShell = shellMatches(data.shell, visit, window.location.pathname);
// The markup is still to come: hidden before the first paint, it is never seen.
if (!showShell) document.documentElement.setAttribute(SHELL_OFF_ATTRIBUTE, '');

const prefetched: PrefetchedCall[] = [];
window.lobbyBoot = { shell: showShell, prefetched };

function ask(call: FirstCall): Promise<Response> {
  const response = fetch(call.url, {
    headers: call.headers,
    signal: AbortSignal.timeout(FIRST_CALL_TIMEOUT_MS),
  });
  // A failure is the application's to report, when it asks the same question (prefetch.ts).
  response.catch(() => {});
  prefetched.push({ ...call, response });
  return response;
}

/**
 * Asks the first calls, each in a task of its own and the banner list first: reading the session
 * and starting a fetch cost the main thread a few milliseconds each, which the page's parsing task
 * should not carry. Resolves once all are asked, with the banner list's answer if there is one
 * (wrapped: an answer itself would be awaited along).
 */
async function askFirstCalls(): Promise<{ banners: Promise<Response> | null }> {
  await nextTask();
  const calls = firstCallsOf(visit, window.location, readStoredSession()?.token ?? null);
  const banners = calls.banners && ask(calls.banners);
  for (const call of calls.system) {
    await nextTask();
    void ask(call);
  }
  return { banners };
}

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
  // The application's code did not arrive (offline, a deploy during the visit): the page says so
  // and offers a reload (the shell, a picture of a page that cannot work, goes).
  import(/* @vite-ignore */ data.entry).catch(showStartFailure);
}

const asked = askFirstCalls();
void (
  showShell
    ? // The page's largest picture first: on a slow link the application's files would share the
      // line with it. The application then takes over a page that is already complete to the eye.
      asked.then(({ banners }) =>
        Promise.race([
          banners ? paintFirstBanner(banners) : nextPaint(),
          wait(FIRST_BANNER_WAIT_MS),
        ]),
      )
    : asked
).then(startApplication, startApplication);
