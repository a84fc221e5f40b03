import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { AddressInfo, Server } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const sandboxDir = fileURLToPath(new URL('..', import.meta.url));
const children: ChildProcess[] = [];

// `node --import tsx` is what the tsx command does, minus the wrapper process, so kill() reaches
// the server itself.
function start(args: string[], env: Record<string, string> = {}): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', ...args], {
    cwd: sandboxDir,
    env: { ...process.env, PORT: '', LOBBY_DEV_TOKEN: '', ...env },
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

/** The URL of the one line the sandbox prints, and everything it printed up to then. */
function listening(child: ChildProcess): Promise<{ url: string; stdout: () => string }> {
  let stdout = '';
  child.stdout?.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: string) => {
      stdout += chunk;
      const match = /^Lobby sandbox: (http:\/\/127\.0\.0\.1:\d+\/)\n/.exec(stdout);
      if (match?.[1]) resolve({ url: match[1], stdout: () => stdout });
    });
    child.once('exit', (code) => reject(new Error(`exited early with ${code}`)));
  });
}

/** A port held open by this process until `close()`. */
function holdPort(): Promise<{ port: number; close: () => Promise<void> }> {
  return new Promise((resolve) => {
    const server: Server = createServer();
    server.listen(0, '127.0.0.1', () => {
      resolve({
        port: (server.address() as AddressInfo).port,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

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

  it('opens the dev controls only with --dev, to the token it prints on stderr', async () => {
    const child = start(['--memory', '--port', '0', '--dev', '--ttl', '10']);
    let stderr = '';
    child.stderr?.setEncoding('utf8');
    const token = new Promise<string>((resolve) => {
      child.stderr?.on('data', (chunk: string) => {
        stderr += chunk;
        const match = /X-Lobby-Dev: ([A-Za-z0-9_-]{16,})\n/.exec(stderr);
        if (match?.[1]) resolve(match[1]);
      });
    });
    const { url, stdout } = await listening(child);
    const outbox = `${url}wps/dev/outbox`;
    expect((await fetch(outbox)).status).toBe(403);
    expect((await fetch(outbox, { headers: { 'X-Lobby-Dev': await token } })).status).toBe(200);
    child.kill('SIGTERM');
    expect(await exited(child)).toBe(0);
    expect(stdout().trim().split('\n')).toHaveLength(1);

    // An environment that says development is not --dev: the controls do not exist.
    const plain = start(['--memory', '--port', '0', '--ttl', '10'], { NODE_ENV: 'development' });
    const production = await listening(plain);
    expect(
      (await fetch(`${production.url}wps/dev/outbox`, { headers: { 'X-Lobby-Dev': await token } }))
        .status,
    ).toBe(404);
    plain.kill('SIGTERM');
    expect(await exited(plain)).toBe(0);
  }, 20_000);

  it('builds absolute URLs on --origin', async () => {
    const child = start([
      '--memory',
      '--port',
      '0',
      '--origin',
      'https://lobby.example',
      '--ttl',
      '10',
    ]);
    const { url } = await listening(child);
    const res = await fetch(`${url}wps/system/permission?url=lobby.example`);
    expect(
      ((await res.json()) as { value: { info: { imageCDNs: string[] } } }).value.info.imageCDNs,
    ).toEqual(['https://lobby.example']);
    child.kill('SIGTERM');
    expect(await exited(child)).toBe(0);
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

  it('runs the game host on a second origin, names it in frame-src, and stops both together', async () => {
    const child = start(['--memory', '--port', '0', '--ttl', '10']);
    const { url, stdout } = await listening(child);
    const res = await fetch(`${url}wps/system/status`);
    const policy = res.headers.get('content-security-policy') ?? '';
    const gameOrigin = /frame-src 'self' (http:\/\/127\.0\.0\.1:\d+);/.exec(policy)?.[1] ?? '';
    expect(gameOrigin).not.toBe('');
    expect(gameOrigin).not.toBe(new URL(url).origin);

    const script = await fetch(`${gameOrigin}/assets/game.js`);
    expect(script.status).toBe(200);
    expect((await fetch(`${gameOrigin}/play/${'A'.repeat(43)}`)).status).toBe(404);

    child.kill('SIGTERM');
    expect(await exited(child)).toBe(0);
    await expect(fetch(`${gameOrigin}/assets/game.js`)).rejects.toThrow();
    expect(stdout().trim().split('\n')).toHaveLength(1);
  }, 20_000);

  it('puts the game host on --game-port', async () => {
    const held = await holdPort();
    await held.close();
    const child = start([
      '--memory',
      '--port',
      '0',
      '--game-port',
      String(held.port),
      '--ttl',
      '10',
    ]);
    const { url } = await listening(child);
    const res = await fetch(`${url}wps/system/status`);
    expect(res.headers.get('content-security-policy')).toContain(
      `frame-src 'self' http://127.0.0.1:${held.port};`,
    );
    expect((await fetch(`http://127.0.0.1:${held.port}/assets/game.css`)).status).toBe(200);
    child.kill('SIGTERM');
    expect(await exited(child)).toBe(0);
  }, 20_000);

  it('exits with 1 and a message when the game port is taken', async () => {
    const held = await holdPort();
    try {
      const child = start(['--memory', '--port', '0', '--game-port', String(held.port)]);
      let stderr = '';
      child.stderr?.setEncoding('utf8');
      child.stderr?.on('data', (chunk: string) => (stderr += chunk));
      expect(await exited(child)).toBe(1);
      expect(stderr).toContain(`game port ${held.port} on 127.0.0.1 is already in use`);
    } finally {
      await held.close();
    }
  }, 20_000);
});
