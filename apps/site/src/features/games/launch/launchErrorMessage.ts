import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isApiError, LAUNCH_CODES } from '@lobby/api';
import { errorMessage } from '../../../data/errorMessages';
import { NoGameError } from './noGame';

/** The launch refusals the site words itself (doc 2 §8), so the player reads them in their language. */
const LAUNCH_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  [LAUNCH_CODES.gameMaintenance]: msg`This game is under maintenance. Please try again later.`,
  [LAUNCH_CODES.trialAccount]: msg`Please register a member account first.`,
};

/** Why a launch failed, in words: a launch refusal, an empty category, else the error catalogue. */
export function launchErrorMessage(i18n: I18n, error: unknown): string {
  if (error instanceof NoGameError) {
    return i18n._(msg`There is no game to start here right now. Please try again later.`);
  }
  if (isApiError(error, 'server') && error.failure.code !== undefined) {
    const own = LAUNCH_MESSAGES[error.failure.code];
    if (own) return i18n._(own);
  }
  return errorMessage(i18n, error);
}
