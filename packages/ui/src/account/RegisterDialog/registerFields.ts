import { REGISTER_FIELD_NAMES, type FieldRule, type RegisterFieldName } from '@lobby/core';
import type { FormValue } from '../../fields/Form';
import type { LoginPhone } from '../shared/phone';
import { submittedText } from '../shared/submittedText';

/** How the visitor registers: with a user name, or with a mobile number. */
export type RegisterMethod = 'username' | 'mobile';

export { REGISTER_FIELD_NAMES } from '@lobby/core';
export type { RegisterFieldName } from '@lobby/core';

/** The rules of the fields the form knows, picked from the server's register setting. */
export function registerRulesOf(
  setting: Readonly<Record<string, FieldRule>> | null,
): RegisterRules {
  const rules: RegisterRules = {};
  if (setting === null) return rules;
  for (const name of REGISTER_FIELD_NAMES) {
    const rule = setting[name];
    if (rule) rules[name] = rule;
  }
  return rules;
}

/** The server's rule per field; a field without a rule, or with one not enabled, is hidden. */
export type RegisterRules = Partial<Record<RegisterFieldName, FieldRule>>;

/** The optional fields that are plain text, in the order the form shows them. */
export const OPTIONAL_TEXT_FIELDS = [
  'payeeName',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'email',
  'recommenderId',
  'affiliateCode',
] as const satisfies readonly RegisterFieldName[];
export type OptionalTextField = (typeof OPTIONAL_TEXT_FIELDS)[number];

/**
 * What a valid submit hands over: only the fields the form showed, text trimmed, passwords
 * exactly as typed. The phone's country comes with the number.
 */
export interface RegisterValues {
  method: RegisterMethod;
  username?: string;
  /** Absent only on a mobile tab that asks no password (MOBILENUMPASSREG3 off). */
  password?: string;
  confirmPassword?: string;
  countryCode?: string;
  countryDialingCode?: string;
  mobileNum?: string;
  verificationCode?: string;
  payeeName?: string;
  paymentPassword?: string;
  qqNum?: string;
  line?: string;
  whatsapp?: string;
  facebook?: string;
  wechat?: string;
  idNumber?: string;
  email?: string;
  recommenderId?: string;
  affiliateCode?: string;
  captcha?: string;
  /** The terms and privacy box was ticked: a valid submit always carries it. */
  termsAccepted: true;
  /** The minimum age was confirmed (the same box). */
  ageConfirmed: true;
}

/** Where a registration SMS goes, and for which method (the server's registerType). */
export interface RegisterCodeRequest extends LoginPhone {
  method: RegisterMethod;
}

/** Whether the site enabled this field. */
export function isEnabled(rules: RegisterRules, name: RegisterFieldName): boolean {
  return rules[name]?.enabled === true;
}

const SUBMITTED_TEXT = [
  'username',
  'mobileNum',
  'verificationCode',
  'paymentPassword',
  'captcha',
  ...OPTIONAL_TEXT_FIELDS,
] as const;

/** The form's values as the registration call wants them; absent fields stay absent. */
export function registerValuesOf(
  method: RegisterMethod,
  values: Readonly<Record<string, FormValue>>,
  phone: LoginPhone,
): RegisterValues {
  const result: RegisterValues = {
    method,
    // The form submits only with its required terms box ticked.
    termsAccepted: true,
    ageConfirmed: true,
  };
  if ('password' in values) {
    result.password = submittedText(values, 'password');
    result.confirmPassword = submittedText(values, 'confirmPassword');
  }
  for (const name of SUBMITTED_TEXT) {
    if (name in values) result[name] = submittedText(values, name);
  }
  if ('mobileNum' in values) {
    result.countryCode = phone.countryCode;
    result.countryDialingCode = phone.countryDialingCode;
  }
  return result;
}
