import * as v from 'valibot';
import { SERVER_CODES, botCheckProofSchema } from '@lobby/api';
import type { WhitelabelFlag } from '../constants';
import type { Services } from '../context';
import type { Database } from '../db';
import { verifyBotCheck } from '../store/botCheck';
import { isFeatureEnabled } from '../store/content';
import { ApiError } from './envelope';

/** A valid, unused proof of work, or a 400 with `BOT_CHECK_FAILED`. */
export function requireBotCheck(
  { db, now }: Pick<Services, 'db' | 'now'>,
  botCheck: unknown,
): void {
  const proof = v.safeParse(botCheckProofSchema, botCheck);
  if (!proof.success || !verifyBotCheck(db, proof.output, now())) {
    throw new ApiError(
      400,
      'The automatic bot check failed; please try again',
      SERVER_CODES.botCheckFailed,
    );
  }
}

/** The brand's whitelabel flag must be on; otherwise a 403 naming the feature. */
export function requireFeature(
  db: Database,
  merchant: string,
  flag: WhitelabelFlag,
  feature: string,
): void {
  if (!isFeatureEnabled(db, merchant, flag)) {
    throw new ApiError(
      403,
      `${feature} is not available on this site`,
      SERVER_CODES.featureDisabled,
    );
  }
}
