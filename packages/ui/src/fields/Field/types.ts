import type { ReactNode } from 'react';
import type { FieldRule, RuleProblem } from '@lobby/core';
import type { FieldError } from './useFieldValidation';

/** Props every field kind shares. */
export interface FieldBaseProps {
  /** The key the value is submitted under. */
  name: string;
  /** The visible label. */
  label: ReactNode;
  /** The server rule (required, bounds, pattern, hint). */
  rule?: FieldRule | undefined;
  /** Overrides the rule's `required`. @default the rule's, else false */
  required?: boolean | undefined;
  /** Help text under the label. */
  hint?: ReactNode;
  /** An error from outside (the server said no); shown instead of the field's own. */
  error?: FieldError | null | undefined;
  /** A further check, run when the rule passes: a hint descriptor or a translated message. */
  validate?: ((value: string) => FieldError | null) | undefined;
  /** Called when the rule could not be used as sent (a bad pattern); the field checks length. */
  onRuleProblem?: ((problem: RuleProblem) => void) | undefined;
  /** @default false */
  disabled?: boolean | undefined;
  /** The control's id. @default a generated id */
  id?: string | undefined;
}
