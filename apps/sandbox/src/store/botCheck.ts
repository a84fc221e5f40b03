import { createHash, randomBytes } from 'node:crypto';
import { botChallengeInput, leadingZeroBits } from '@lobby/api';
import type { BotChallenge, BotCheckProof } from '@lobby/api';
import type { Database } from '../db';
import { newId } from '../auth/tokens';

export const BOT_CHALLENGE_TTL_MS = 2 * 60_000;
/**
 * 2^17 hashes on average: measured at about 2.3 M SHA-256/s in V8 with the api package's solver,
 * that is some 60 ms on a desktop and about a quarter of a second on a phone four times slower.
 */
export const DEFAULT_BOT_CHECK_DIFFICULTY = 17;

export function issueBotChallenge(db: Database, difficulty: number, now: number): BotChallenge {
  const challenge = {
    challengeId: newId(),
    salt: randomBytes(16).toString('base64url'),
    difficulty,
  };
  db.transaction(() => {
    db.run('DELETE FROM bot_challenges WHERE expires_at <= ?', [now]);
    db.run('INSERT INTO bot_challenges (id, salt, difficulty, expires_at) VALUES (?, ?, ?, ?)', [
      challenge.challengeId,
      challenge.salt,
      difficulty,
      now + BOT_CHALLENGE_TTL_MS,
    ]);
  });
  return challenge;
}

/**
 * true when the proof solves an issued, unexpired challenge. The challenge is used up either way:
 * one DELETE ... RETURNING is the lookup and the use, so two requests cannot share a proof.
 */
export function verifyBotCheck(db: Database, proof: BotCheckProof, now: number): boolean {
  const row = db.get<{ salt: string; difficulty: number; expiresAt: number }>(
    'DELETE FROM bot_challenges WHERE id = ? RETURNING salt, difficulty, expires_at AS expiresAt',
    [proof.challengeId],
  );
  if (!row || row.expiresAt <= now) return false;
  const digest = createHash('sha256')
    .update(botChallengeInput(row.salt, proof.nonce), 'utf8')
    .digest();
  return leadingZeroBits(digest) >= row.difficulty;
}
