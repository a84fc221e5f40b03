import { randomBytes } from 'node:crypto';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4310);
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// The sandbox's dev controls answer only to this run's token (ADR 022). It is made here, in the
// runner, before the workers start: they inherit the environment, and e2e/support.ts sends it.
const devToken = (process.env.LOBBY_DEV_TOKEN ||= randomBytes(24).toString('base64url'));

// Journeys drive Debian's Chromium against the built site served by the real sandbox (in-memory
// database), exactly as `npm start` serves it.
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    // The notice marquee and the carousel move otherwise: clicks wait for a stable target and axe's
    // target-size rule measures items mid-scroll. Reduced motion is a mode players use anyway.
    reducedMotion: 'reduce',
    // The site registers its service worker once a page has settled (ADR 023). A journey's routes
    // and offline switch must meet the network, not the worker's copies: only the journeys about
    // the worker (e2e/installable.spec.ts) let it answer.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // The journeys, then one more that reads what the browser reported against the site's
  // Content-Security-Policy over all of them: it runs only once they have all run.
  projects: [
    { name: 'journeys', testIgnore: /cspReports\.spec\.ts$/ },
    { name: 'csp reports', testMatch: /cspReports\.spec\.ts$/, dependencies: ['journeys'] },
  ],
  webServer: {
    // --ttl: the server stops by itself even if this run is killed. --dev mounts /wps/dev/* so the
    // journeys can put the brand into maintenance or region restriction; the token comes in the
    // environment, not on the command line other users of the machine can read.
    command: `../../node_modules/.bin/tsx ../sandbox/src/main.ts --memory --dev --port ${port} --site ./dist --ttl 1800`,
    env: { LOBBY_DEV_TOKEN: devToken },
    url: `http://127.0.0.1:${port}/wps/system/status`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
  },
});
