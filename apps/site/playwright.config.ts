import { randomBytes } from 'node:crypto';
import { defineConfig } from '@playwright/test';

const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// The sandbox's dev controls answer only to this run's token (ADR 022). It is made here, in the
// runner, before the workers start: they inherit the environment, start their sandboxes with it,
// and e2e/support.ts sends it.
process.env.LOBBY_DEV_TOKEN ||= randomBytes(24).toString('base64url');

// Journeys drive Debian's Chromium against the built site served by the real sandbox (in-memory
// database), exactly as `npm start` serves it. Each worker starts its own sandbox (e2e/fixtures.ts),
// so the two workers' journeys never see each other's state; a file's journeys run in order on one.
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  use: {
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
});
