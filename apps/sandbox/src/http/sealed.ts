import type { Context } from 'hono';
import * as v from 'valibot';
import {
  ENCRYPTION_ALGORITHM,
  ENCRYPTION_HEADER,
  EnvelopeError,
  SERVER_CODES,
  openEnvelope,
} from '@lobby/api';
import type { Services } from '../context';
import { consumeNonce } from '../store/security';
import { ApiError, invalidMessage, readJson } from './envelope';

/**
 * Reads an encrypted body (ADR 006): opens the envelope with the process's key, accepts its nonce
 * once, then validates the payload. Every refusal is a 400 whose message says what failed, never
 * what was inside; nothing here logs.
 */
export async function readSealed<const TSchema extends v.GenericSchema>(
  c: Context,
  { db, now, keys }: Pick<Services, 'db' | 'now' | 'keys'>,
  schema: TSchema,
): Promise<v.InferOutput<TSchema>> {
  // The media type first, as for every JSON body: a cross-site form never gets further.
  const sealed = await readJson(c, v.unknown());
  if (c.req.header(ENCRYPTION_HEADER) !== ENCRYPTION_ALGORITHM) {
    throw new ApiError(400, 'Expected an encrypted body', SERVER_CODES.badEnvelope);
  }
  const key = await keys.current();
  let payload: unknown;
  try {
    const opened = await openEnvelope(key.privateKey, key.keyId, sealed);
    // The nonce is checked only once the envelope is authentic: a forged one cannot burn nonces.
    if (!consumeNonce(db, opened.nonce, now())) {
      throw new ApiError(
        400,
        'This request was already used or has expired; send it again',
        SERVER_CODES.nonceRejected,
      );
    }
    payload = opened.payload;
  } catch (error) {
    if (!(error instanceof EnvelopeError)) throw error;
    if (error.reason === 'unknownKeyId') {
      throw new ApiError(
        400,
        'The encryption key has changed; fetch it again',
        SERVER_CODES.unknownKeyId,
      );
    }
    throw new ApiError(400, 'The encrypted body could not be opened', SERVER_CODES.badEnvelope);
  }
  const result = v.safeParse(schema, payload);
  if (!result.success) throw new ApiError(400, invalidMessage(result.issues));
  return result.output;
}
