import { checkField } from '@lobby/core';
import type { FieldHint, FieldKind } from '@lobby/core';
import { SERVER_CODES } from '@lobby/api';
import type { Database } from '../db';
import { ApiError } from '../http/envelope';
import { getRegisterRules } from '../store/content';
import type { FieldRule } from '../store/content';

/**
 * Checks a value against the brand's rule for a field with the same engine the site uses
 * (`@lobby/core`), so a value the form accepts is a value the server accepts. Throws a 400 whose
 * message names the field and the rule, never the value.
 */
export function checkFieldRule(
  field: string,
  rule: FieldRule,
  value: string | undefined,
  kind: FieldKind = 'text',
): void {
  const hint = checkField(rule, value ?? '', kind);
  if (hint)
    throw new ApiError(400, `Invalid ${field}: ${describe(hint)}`, SERVER_CODES.invalidField);
}

/**
 * A new password must pass the brand's registration rule for passwords (required, whatever the
 * rule says about being shown).
 */
export function checkNewPassword(
  db: Database,
  merchant: string,
  field: string,
  password: string,
): void {
  const rule = getRegisterRules(db, merchant).password ?? ANY_PASSWORD;
  checkFieldRule(field, { ...rule, enabled: true, required: true }, password, 'password');
}

// A brand without a password rule still gets a sane floor.
const ANY_PASSWORD: FieldRule = {
  enabled: true,
  required: true,
  minLength: 8,
  maxLength: 64,
  acceptedPattern: '*',
  patternId: 0,
};

function describe(hint: FieldHint): string {
  if (!('min' in hint)) return hint.hint === 'required' ? 'is required' : 'is not accepted';
  const length =
    hint.single !== undefined
      ? `${hint.single} characters`
      : `${hint.min} to ${hint.max} characters`;
  return hint.hint === 'length' ? `must be ${length}` : `must be ${length} in the accepted format`;
}
