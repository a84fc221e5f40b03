import { createHash } from 'node:crypto';
import {
  botChallengeInput,
  botChallengeResponseSchema,
  leadingZeroBits,
  paths,
  solveBotChallenge,
} from '@lobby/api';
import type { BotChallenge } from '@lobby/api';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import {
  BOT_CHALLENGE_TTL_MS,
  DEFAULT_BOT_CHECK_DIFFICULTY,
  verifyBotCheck,
} from '../store/botCheck';
import { startSandbox } from '../test/harness';
import type { Sandbox } from '../test/harness';
import { seededDatabase } from '../test/database';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox({
    botCheckDifficulty: 6,
    rateLimits: { botChallenge: { limit: 8, windowMs: 60_000 } },
  });
  sandbox.clock.now = 1_800_000_000_000;
});

afterAll(() => sandbox.close());

async function challenge(): Promise<BotChallenge> {
  const res = await sandbox.get(paths.botChallenge);
  const parsed = v.parse(botChallengeResponseSchema, res.body);
  if (!parsed.success) throw new Error(parsed.message);
  return parsed.value;
}

describe('GET /wps/system/botChallenge', () => {
  it('answers a fresh challenge of the configured difficulty', async () => {
    const [a, b] = [await challenge(), await challenge()];
    expect(a.difficulty).toBe(6);
    expect(a.challengeId).not.toBe(b.challengeId);
    expect(a.salt).not.toBe(b.salt);
    expect(a.salt).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('asks for 2^17 hashes unless told otherwise', async () => {
    const db = seededDatabase();
    try {
      const app = createApp({ db, dev: false, origin: 'http://127.0.0.1:4173', requestLog: false });
      const res = await app.request(paths.botChallenge);
      const body = (await res.json()) as { value: BotChallenge };
      expect(body.value.difficulty).toBe(DEFAULT_BOT_CHECK_DIFFICULTY);
      expect(DEFAULT_BOT_CHECK_DIFFICULTY).toBe(17);
    } finally {
      db.close();
    }
  });

  it("accepts the api package's solution once, and nothing else", async () => {
    const issued = await challenge();
    const proof = await solveBotChallenge(issued);
    const digest = createHash('sha256')
      .update(botChallengeInput(issued.salt, proof.nonce))
      .digest();
    expect(leadingZeroBits(digest)).toBeGreaterThanOrEqual(6);
    expect(verifyBotCheck(sandbox.db, proof, sandbox.clock.now)).toBe(true);
    expect(verifyBotCheck(sandbox.db, proof, sandbox.clock.now)).toBe(false);

    // A nonce that does not solve it uses the challenge up all the same.
    const other = await challenge();
    let wrong = 0;
    const hash = (n: number) =>
      leadingZeroBits(
        createHash('sha256')
          .update(botChallengeInput(other.salt, String(n)))
          .digest(),
      );
    while (hash(wrong) >= 6) wrong++;
    expect(
      verifyBotCheck(
        sandbox.db,
        { challengeId: other.challengeId, nonce: String(wrong) },
        sandbox.clock.now,
      ),
    ).toBe(false);
    const late = await solveBotChallenge(other);
    expect(verifyBotCheck(sandbox.db, late, sandbox.clock.now)).toBe(false);
  });

  it('expires after two minutes', async () => {
    const proof = await solveBotChallenge(await challenge());
    expect(verifyBotCheck(sandbox.db, proof, sandbox.clock.now + BOT_CHALLENGE_TTL_MS)).toBe(false);
  });

  it('is rate limited per address', async () => {
    sandbox.clock.now += 60_000;
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) statuses.push((await sandbox.get(paths.botChallenge)).status);
    expect(statuses.slice(0, 8).every((s) => s === 200)).toBe(true);
    expect(statuses[8]).toBe(429);
  });
});
