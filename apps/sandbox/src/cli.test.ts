import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CliError, parseCli } from './cli';

let repo: string;

beforeAll(() => {
  repo = mkdtempSync(join(tmpdir(), 'lobby-cli-'));
});

afterAll(() => {
  rmSync(repo, { recursive: true, force: true });
});

const parse = (argv: string[], env: Record<string, string> = {}) => parseCli(argv, env, repo);

describe('parseCli', () => {
  it('has safe defaults', () => {
    expect(parse([])).toEqual({
      port: 4173,
      gamePort: 4174,
      host: '127.0.0.1',
      database: { file: join(repo, 'data', 'sandbox.sqlite') },
      siteDir: undefined,
      dev: false,
      devToken: undefined,
      origin: undefined,
      trustedProxies: [],
      ttl: undefined,
      help: false,
    });
  });

  it('reads every flag', () => {
    const site = join(repo, 'custom-site');
    mkdirSync(site, { recursive: true });
    writeFileSync(join(site, 'index.html'), '<!doctype html>');
    expect(
      parse([
        '--port',
        '0',
        '--host',
        '::1',
        '--memory',
        '--site',
        site,
        '--dev',
        '--dev-token',
        'a-token-of-twenty-chars',
        '--origin',
        'https://Lobby.Example:8443',
        '--trusted-proxy',
        '10.0.0.1, 192.168.0.0/16',
        '--trusted-proxy',
        '2001:db8::/32',
        '--ttl',
        '5',
      ]),
    ).toEqual({
      port: 0,
      gamePort: 0,
      host: '::1',
      database: { memory: true },
      siteDir: site,
      dev: true,
      devToken: 'a-token-of-twenty-chars',
      origin: 'https://lobby.example:8443',
      trustedProxies: ['10.0.0.1', '192.168.0.0/16', '2001:db8::/32'],
      ttl: 5,
      help: false,
    });
    expect(parse(['--data', join(repo, 'x.sqlite')]).database).toEqual({
      file: join(repo, 'x.sqlite'),
    });
  });

  it('puts the game host on the next port up, or where --game-port says', () => {
    expect(parse(['--port', '4310']).gamePort).toBe(4311);
    expect(parse([], { PORT: '5000' }).gamePort).toBe(5001);
    expect(parse(['--port', '4310', '--game-port', '9000']).gamePort).toBe(9000);
    // A free port for the site, a free one for the games.
    expect(parse(['--port', '0']).gamePort).toBe(0);
    expect(parse(['--port', '0', '--game-port', '0']).gamePort).toBe(0);
    expect(parse(['--port', '4310', '--game-port', '0']).gamePort).toBe(0);
    expect(parse(['--port', '65534']).gamePort).toBe(65535);
  });

  it('takes the port from PORT, but dev mode only from --dev', () => {
    expect(parse([], { PORT: '5000' }).port).toBe(5000);
    expect(parse(['--port', '6000'], { PORT: '5000' }).port).toBe(6000);
    // An environment that happens to say development or test opens no controls.
    expect(parse([], { NODE_ENV: 'development' }).dev).toBe(false);
    expect(parse([], { NODE_ENV: 'test' }).dev).toBe(false);
    expect(parse(['--dev'], { NODE_ENV: 'production' }).dev).toBe(true);
  });

  it('takes the dev token and the trusted proxies from the environment', () => {
    const env = { LOBBY_DEV_TOKEN: 'token-from-the-environment', LOBBY_TRUSTED_PROXY: '10.1.1.1' };
    expect(parse(['--dev'], env)).toMatchObject({
      devToken: 'token-from-the-environment',
      trustedProxies: ['10.1.1.1'],
    });
    // Without --dev the token means nothing, and the flag wins over the environment.
    expect(parse([], env).devToken).toBeUndefined();
    expect(parse(['--trusted-proxy', '10.2.2.2'], env).trustedProxies).toEqual(['10.2.2.2']);
  });

  it('serves the built site when there is one', () => {
    const dist = join(repo, 'apps', 'site', 'dist');
    mkdirSync(dist, { recursive: true });
    expect(parse([]).siteDir).toBe(dist);
    rmSync(join(repo, 'apps'), { recursive: true });
  });

  it.each([
    [['--port', 'abc'], /--port must be a whole number/],
    [['--port', '70000'], /--port must be a whole number/],
    [['--port', '-1'], /--port/],
    [['--port', '1.5'], /--port must be a whole number/],
    [['--ttl', '0'], /--ttl must be a positive number/],
    [['--ttl', 'soon'], /--ttl must be a positive number/],
    [['--memory', '--data', 'x.sqlite'], /cannot be used together/],
    [['--site', '/definitely/not/here'], /no such folder/],
    [['--host', ''], /--host must not be empty/],
    [['--game-port', 'x'], /--game-port must be a whole number/],
    [['--game-port', '65536'], /--game-port must be a whole number/],
    [['--port', '5000', '--game-port', '5000'], /--game-port must differ from --port/],
    [['--port', '65535'], /--game-port is needed when --port is 65535/],
    [['--game-port'], /game-port/],
    [['--dev-token', 'a-token-of-twenty-chars'], /--dev-token needs --dev/],
    [['--dev', '--dev-token', 'short'], /--dev-token: The dev token must be 16 to 128/],
    [['--dev', '--dev-token', 'has spaces in it, many'], /--dev-token/],
    [['--origin', 'lobby.example'], /--origin "lobby.example" is not a URL/],
    [['--origin', 'ftp://lobby.example'], /must be an http: or https: origin/],
    [['--origin', 'https://lobby.example/app'], /must be an origin only/],
    [['--origin', 'https://lobby.example/?x=1'], /must be an origin only/],
    [['--trusted-proxy', 'proxy.example'], /--trusted-proxy: "proxy.example" is not an IP/],
    [['--trusted-proxy', '10.0.0.0/33'], /--trusted-proxy: "10.0.0.0\/33"/],
    [['--trusted-proxy', '10.0.0.0/8/1'], /--trusted-proxy/],
    [['--bogus'], /bogus/],
    [['stray'], /stray/],
  ])('rejects %j', (argv, message) => {
    expect(() => parse(argv)).toThrow(CliError);
    expect(() => parse(argv)).toThrow(message);
  });

  it('rejects a bad PORT from the environment', () => {
    expect(() => parse([], { PORT: 'http' })).toThrow(/PORT must be a whole number/);
  });
});
