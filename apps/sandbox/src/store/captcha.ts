import type { Database } from '../db';

export const CAPTCHA_TTL_MS = 5 * 60_000;

/**
 * Keeps a new captcha answer (captcha/draw.ts makes it) for a visitor address and brand. The latest
 * one wins: asking for a new picture voids the previous one, so refreshing cannot collect several
 * chances.
 */
export function saveCaptcha(
  db: Database,
  merchant: string,
  ip: string,
  answer: string,
  now: number,
): void {
  db.transaction(() => {
    db.run('DELETE FROM captcha_challenges WHERE expires_at <= ?', [now]);
    db.run(
      `INSERT INTO captcha_challenges (merchant, ip, answer, expires_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (merchant, ip) DO UPDATE SET
         answer = excluded.answer, expires_at = excluded.expires_at`,
      [merchant, ip, answer, now + CAPTCHA_TTL_MS],
    );
  });
}

/**
 * true when `answer` matches the address's current captcha (without regard to case). Right or
 * wrong, the captcha is used up: each picture gets one guess.
 */
export function checkCaptcha(
  db: Database,
  merchant: string,
  ip: string,
  answer: string,
  now: number,
): boolean {
  const row = db.get<{ answer: string; expiresAt: number }>(
    `DELETE FROM captcha_challenges WHERE merchant = ? AND ip = ?
     RETURNING answer, expires_at AS expiresAt`,
    [merchant, ip],
  );
  return row !== undefined && row.expiresAt > now && row.answer === answer.trim().toUpperCase();
}

/** The current answer for an address, for tests and the dev controls; never sent to a visitor. */
export function peekCaptcha(
  db: Database,
  merchant: string,
  ip: string,
  now: number,
): string | undefined {
  return db.get<{ answer: string }>(
    'SELECT answer FROM captcha_challenges WHERE merchant = ? AND ip = ? AND expires_at > ?',
    [merchant, ip, now],
  )?.answer;
}
