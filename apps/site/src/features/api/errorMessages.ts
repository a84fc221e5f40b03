import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { errorMessageKey, isApiError, type ErrorMessageKey } from '@lobby/api';

/** The error catalogue (spec section 8) for every message key the api package names. */
const MESSAGES: Readonly<Record<ErrorMessageKey, MessageDescriptor>> = {
  'api.error.network': msg`The network link is abnormal. Please retry.`,
  'api.error.timeout': msg`The page is taking long. Check your network or contact customer service.`,
  'api.error.server': msg`System error. Please try again later.`,
  'api.error.sessionExpired': msg`Please log in.`,
  'api.error.maintenance': msg`We are under maintenance`,
  'api.error.regionRestricted': msg`Access is restricted because of your location or IP address.`,
  'api.error.rateLimited': msg`Too many requests. Please retry after 5 minutes.`,
  'api.error.unknown': msg`System error. Please try again later.`,
};

/**
 * The text a player sees for a failed call. A server failure that carries its own message (such as
 * "account or password wrong") shows that message; everything else uses the catalogue.
 */
export function errorMessage(i18n: I18n, error: unknown): string {
  if (!isApiError(error)) return i18n._(MESSAGES['api.error.unknown']);
  if (error.failure.kind === 'server' && error.failure.message) return error.failure.message;
  return i18n._(MESSAGES[errorMessageKey(error)]);
}
