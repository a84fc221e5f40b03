import { inflateSync } from 'node:zlib';
import { getCaptcha, paths } from '@lobby/api';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH } from '../captcha/draw';
import { CAPTCHA_TTL_MS, checkCaptcha, peekCaptcha } from '../store/captcha';
import { requestFrom, visitor } from '../test/account';
import { startSandbox } from '../test/harness';
import type { Sandbox } from '../test/harness';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ rateLimits: { captcha: { limit: 5, windowMs: 60_000 } } });
});

afterAll(() => sandbox.close());

beforeEach(() => {
  sandbox.clock.now += 60 * 60 * 1000;
});

const answerFor = (ip: string, merchant = 'aurora') =>
  peekCaptcha(sandbox.db, merchant, ip, sandbox.clock.now);

describe('GET /wps/captcha', () => {
  it('answers a base64 PNG of 120 × 40 that the sandbox drew', async () => {
    const base64 = await getCaptcha(visitor(sandbox).client);
    const png = Buffer.from(base64, 'base64');
    expect(png.toString('base64')).toBe(base64);
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([CAPTCHA_WIDTH, CAPTCHA_HEIGHT]);
    // The pixel rows inflate to exactly height × (1 + width × 3) bytes.
    const idatLength = png.readUInt32BE(33);
    const raw = inflateSync(png.subarray(41, 41 + idatLength));
    expect(raw.length).toBe(CAPTCHA_HEIGHT * (1 + CAPTCHA_WIDTH * 3));
  });

  it('binds the answer to the visitor address, the latest picture winning', async () => {
    await getCaptcha(visitor(sandbox).client);
    const first = answerFor('127.0.0.1') ?? '';
    await getCaptcha(visitor(sandbox).client);
    const second = answerFor('127.0.0.1') ?? '';
    expect(second).toMatch(/^[A-Z0-9]{4}$/);
    expect((await requestFrom(sandbox, '127.0.0.2', 'GET', paths.captcha)).status).toBe(200);
    const elsewhere = answerFor('127.0.0.2') ?? '';
    // Another address's picture leaves this one's alone.
    expect(answerFor('127.0.0.1')).toBe(second);
    expect(checkCaptcha(sandbox.db, 'aurora', '127.0.0.2', elsewhere, sandbox.clock.now)).toBe(
      true,
    );
    // Two draws agree once in 26^4; only then would the void first picture still match.
    if (first !== second) {
      expect(checkCaptcha(sandbox.db, 'aurora', '127.0.0.1', first, sandbox.clock.now)).toBe(false);
    }
  });

  it('takes one guess per picture, without regard to case, within five minutes', async () => {
    await getCaptcha(visitor(sandbox).client);
    const answer = answerFor('127.0.0.1') ?? '';
    expect(
      checkCaptcha(sandbox.db, 'aurora', '127.0.0.1', answer.toLowerCase(), sandbox.clock.now),
    ).toBe(true);
    expect(checkCaptcha(sandbox.db, 'aurora', '127.0.0.1', answer, sandbox.clock.now)).toBe(false);
    await getCaptcha(visitor(sandbox).client);
    const late = answerFor('127.0.0.1') ?? '';
    sandbox.clock.now += CAPTCHA_TTL_MS;
    expect(checkCaptcha(sandbox.db, 'aurora', '127.0.0.1', late, sandbox.clock.now)).toBe(false);
  });

  it('keeps brands apart', async () => {
    await getCaptcha(visitor(sandbox, 'jade').client);
    const jade = answerFor('127.0.0.1', 'jade') ?? '';
    expect(checkCaptcha(sandbox.db, 'ember', '127.0.0.1', jade, sandbox.clock.now)).toBe(false);
    expect(checkCaptcha(sandbox.db, 'jade', '127.0.0.1', jade, sandbox.clock.now)).toBe(true);
  });

  it('is rate limited per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await sandbox.get(paths.captcha)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
