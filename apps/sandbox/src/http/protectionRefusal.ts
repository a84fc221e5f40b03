import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { PROTECTION_CODES } from '@lobby/api';
import { ApiError } from './envelope';
import { LimitRefusal } from '../protection/limitRefusal';
import type { LimitRefusalReason } from '../protection/limitRefusal';

const REFUSAL: Readonly<
  Record<LimitRefusalReason, { status: ContentfulStatusCode; code: string }>
> = {
  limitReached: { status: 400, code: PROTECTION_CODES.limitReached },
  sessionLimitReached: { status: 400, code: PROTECTION_CODES.sessionLimitReached },
  invalidLimit: { status: 400, code: PROTECTION_CODES.invalidLimit },
  // Like a feature the brand has switched off: this site does not offer it at all.
  toolNotOffered: { status: 403, code: PROTECTION_CODES.toolNotOffered },
};

/** A protection limit's refusal as the contract's failure envelope; anything else is rethrown. */
export function limitApiError(error: unknown): unknown {
  if (!(error instanceof LimitRefusal)) return error;
  const { status, code } = REFUSAL[error.reason];
  return new ApiError(status, error.message, code, {
    ...(error.value === undefined ? {} : { value: error.value }),
  });
}
