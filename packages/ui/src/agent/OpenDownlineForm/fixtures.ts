import type { FieldRule } from '@lobby/core';

/** The seeded register setting's user name and password rules. */
export const ACCOUNT_RULE: FieldRule = {
  enabled: true,
  required: true,
  minLength: 4,
  maxLength: 16,
  acceptedPattern: '[a-zA-Z][a-zA-Z0-9]*',
  patternId: 1,
};

export const PASSWORD_RULE: FieldRule = {
  enabled: true,
  required: true,
  minLength: 6,
  maxLength: 20,
  acceptedPattern: '*',
  patternId: 0,
};
