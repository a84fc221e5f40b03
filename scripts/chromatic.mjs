#!/usr/bin/env node
// Publishes the built Storybook to Chromatic for visual review. Needs CHROMATIC_PROJECT_TOKEN (kept
// out of the repository); without it, says so and exits without error, so a fork can still run it.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('chromatic: set CHROMATIC_PROJECT_TOKEN to publish the Storybook for visual review.');
  process.exit(0);
}
const build = spawnSync('pnpm', ['build-storybook', '--quiet'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const publish = spawnSync(
  'pnpm',
  ['exec', 'chromatic', '--storybook-build-dir', 'storybook-static', '--exit-zero-on-changes'],
  { stdio: 'inherit' },
);
process.exit(publish.status ?? 1);
