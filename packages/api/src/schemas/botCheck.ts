import * as v from 'valibot';
import { envelopeSchema } from '../envelope';

/**
 * A difficulty past this would keep a phone busy for minutes: the client refuses such a challenge
 * as malformed rather than start it.
 */
export const MAX_BOT_CHECK_DIFFICULTY = 28;

/** `GET /wps/system/botChallenge`: a proof-of-work challenge, single use, short-lived. */
export const botChallengeSchema = v.object({
  challengeId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  salt: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  difficulty: v.pipe(
    v.number(),
    v.safeInteger(),
    v.minValue(0),
    v.maxValue(MAX_BOT_CHECK_DIFFICULTY),
  ),
});
export type BotChallenge = v.InferOutput<typeof botChallengeSchema>;
export const botChallengeResponseSchema = envelopeSchema(botChallengeSchema);

/**
 * The solved challenge, sent as `botCheck` with login, the SMS sends and registration. It fits the
 * generic `botCheckSchema` (a record of strings) those payloads declare.
 */
export const botCheckProofSchema = v.object({
  challengeId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  nonce: v.pipe(v.string(), v.regex(/^\d{1,16}$/)),
});
export type BotCheckProof = v.InferOutput<typeof botCheckProofSchema>;
