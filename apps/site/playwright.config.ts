import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4310);
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';

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
  webServer: {
    // --ttl: the server stops by itself even if this run is killed. --dev mounts /wps/dev/* so the
    // journeys can put the brand into maintenance or region restriction.
    command: `../../node_modules/.bin/tsx ../sandbox/src/main.ts --memory --dev --port ${port} --site ./dist --ttl 1800`,
    url: `http://127.0.0.1:${port}/wps/system/status`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
  },
});
