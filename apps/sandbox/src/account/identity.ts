import { SERVER_CODES } from '@lobby/api';
import type { Database } from '../db';
import { ApiError } from '../http/envelope';
import { isChannelEnabled } from '../identityProvider/store';
import { verifyIdToken } from '../identityProvider/token';
import type { Phone } from './phone';

/**
 * The proof an identity provider's ID token gives (doc 1 §3: login type firebase, registration's
 * firebaseChannel and firebaseIdToken): signed by the provider for this merchant, not expired,
 * through a channel the merchant has switched on, and naming this phone (and this channel where
 * the request names one). Answers the channel; anything else is refused with one code.
 */
export function checkIdentityToken(
  db: Database,
  merchant: string,
  { token, phone, channel }: { token: string; phone: Phone; channel?: string },
  now: number,
): string {
  const claims = verifyIdToken(token, merchant, now);
  if (
    !claims ||
    !isChannelEnabled(db, merchant, claims.channel) ||
    claims.phoneNumber !== phone.recipient ||
    (channel !== undefined && channel !== claims.channel)
  ) {
    throw new ApiError(
      400,
      'The sign-in provider could not confirm this phone number: verify it again',
      SERVER_CODES.identityTokenInvalid,
    );
  }
  return claims.channel;
}
