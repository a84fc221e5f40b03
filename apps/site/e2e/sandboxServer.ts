import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * One sandbox per Playwright worker: the journeys change the sandbox's state (maintenance, region
 * block, merchant switches, a brand's flags), so two workers sharing one server would trip over each
 * other. Each worker starts its own on a free port (--port 0), with an in-memory database and the
 * built site, exactly as `pnpm start` serves it; --ttl stops it by itself if the run is killed.
 */
const tsx = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));
const main = fileURLToPath(new URL('../../sandbox/src/main.ts', import.meta.url));
const siteDir = fileURLToPath(new URL('../dist', import.meta.url));

export interface SandboxServer {
  url: string;
  stop: () => Promise<void>;
}

export function startSandboxServer(): Promise<SandboxServer> {
  const child: ChildProcess = spawn(
    tsx,
    [main, '--memory', '--dev', '--port', '0', '--site', siteDir, '--ttl', '1800'],
    // The dev token is the run's (playwright.config.ts put it in the environment).
    { stdio: ['ignore', 'pipe', 'pipe'], env: process.env },
  );
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    // Kept for the error below; the request log is long, so only its end.
    log = (log + chunk.toString()).slice(-4000);
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`The sandbox did not start within 60 s:\n${log}`));
    }, 60_000);
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      // main.ts prints one line on stdout once it listens: "Lobby sandbox: http://host:port/".
      const url = /Lobby sandbox: (http:\/\/[^\s]+?)\/?\s/.exec(out)?.[1];
      if (url === undefined) return;
      clearTimeout(timer);
      resolve({ url, stop });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The sandbox exited (${code}) before listening:\n${log}`));
    });
  });
}
