import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const sandboxDir = fileURLToPath(new URL('..', import.meta.url));
const children: ChildProcess[] = [];

// `node --import tsx` is what the tsx command does, minus the wrapper process, so kill() reaches
// the server itself.
function start(args: string[]): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', ...args], {
    cwd: sandboxDir,
    env: { ...process.env, PORT: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return child;
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

describe('main.ts', () => {
  it('prints its URL, answers, and stops on SIGTERM', async () => {
    const child = start(['--memory', '--port', '0', '--ttl', '5']);
    let stdout = '';
    child.stdout?.setEncoding('utf8');
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout?.on('data', (chunk: string) => {
        stdout += chunk;
        const match = /^Lobby sandbox: (http:\/\/127\.0\.0\.1:\d+\/)\n/.exec(stdout);
        if (match?.[1]) resolve(match[1]);
      });
      child.once('exit', (code) => reject(new Error(`exited early with ${code}`)));
    });

    const res = await fetch(`${url}wps/system/status`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, value: { status: 0 } });

    child.kill('SIGTERM');
    expect(await exited(child)).toBe(0);
    expect(stdout.trim().split('\n')).toHaveLength(1);
  }, 20_000);

  it('stops by itself after --ttl', async () => {
    const child = start(['--memory', '--port', '0', '--ttl', '0.5']);
    expect(await exited(child)).toBe(0);
  }, 20_000);

  it('exits with 2 and a message for a bad port', async () => {
    const child = start(['--memory', '--port', 'abc']);
    let stderr = '';
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => (stderr += chunk));
    expect(await exited(child)).toBe(2);
    expect(stderr).toContain('--port must be a whole number from 0 to 65535, not "abc"');
  }, 20_000);
});
