import { checkField, type FieldRule } from '@lobby/core';
import type { PhoneCountry } from '../../fields/PhoneField';

/** The phone number an SMS code is sent to. */
export interface LoginPhone {
  countryCode: string;
  countryDialingCode: string;
  /** The number without the dial code, trimmed. */
  mobile: string;
}

/** The chosen country (or the first one) with the typed number, trimmed. */
export function phoneOf(
  countries: readonly PhoneCountry[],
  countryCode: string,
  mobile: string,
): LoginPhone {
  const country = countries.find((c) => c.countryCode === countryCode) ?? countries[0];
  return {
    countryCode: country?.countryCode ?? '',
    countryDialingCode: country?.countryDialingCode ?? '',
    mobile: mobile.trim(),
  };
}

/**
 * Whether a code may be sent to this number: something is typed and, when the server gave a
 * mobile rule, the number passes it (no SMS is spent on a number the form would refuse).
 */
export function canSendCode(mobile: string, rule: FieldRule | undefined): boolean {
  if (mobile.trim() === '') return false;
  if (!rule) return true;
  return checkField({ ...rule, enabled: true }, mobile) === null;
}
