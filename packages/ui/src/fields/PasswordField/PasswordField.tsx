import { useId, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Field } from '../Field/Field';
import { StyledInput, StyledInputGroup } from '../Field/Field.styles';
import type { FieldBaseProps } from '../Field/types';
import { useControllable } from '../Field/useControllable';
import { useFieldValidation } from '../Field/useFieldValidation';
import { StyledToggle } from './PasswordField.styles';

export interface PasswordFieldProps extends FieldBaseProps {
  /** Controlled value, exactly as typed (never trimmed: ADR 008). */
  value?: string;
  /** @default '' */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /**
   * Tells password managers what this is: `current-password` to sign in, `new-password` to
   * choose one (registration, change, confirmation). @default 'current-password'
   */
  autoComplete?: 'current-password' | 'new-password';
  /** Name of the password field this one confirms: a difference shows "do not match". */
  matches?: string;
}

/**
 * A password with a show/hide toggle (a pressed button, so its state is announced). The value is
 * kept and checked exactly as typed.
 */
export function PasswordField({
  name,
  label,
  rule,
  required,
  hint,
  error: externalError,
  validate,
  onRuleProblem,
  disabled = false,
  id,
  value: valueProp,
  defaultValue = '',
  onValueChange,
  autoComplete = 'current-password',
  matches,
}: PasswordFieldProps) {
  const { t } = useLingui();
  const generated = useId();
  const controlId = id ?? generated;
  const input = useRef<HTMLInputElement>(null);
  const [visible, setVisible] = useState(false);
  const [value, setValue] = useControllable(valueProp, defaultValue, onValueChange);
  const validation = useFieldValidation({
    name,
    rule,
    required,
    kind: 'password',
    matches,
    validate,
    onRuleProblem,
    value,
    focus: () => input.current?.focus(),
    element: () => input.current,
  });
  return (
    <Field
      label={label}
      required={required ?? rule?.required ?? false}
      hint={hint}
      error={externalError ?? validation.error}
      id={controlId}
    >
      {(control) => (
        <StyledInputGroup>
          <StyledInput
            {...control}
            ref={input}
            name={name}
            type={visible ? 'text' : 'password'}
            value={value}
            disabled={disabled}
            autoComplete={autoComplete}
            autoCapitalize="off"
            spellCheck={false}
            onChange={(event) => setValue(event.target.value)}
            onBlur={validation.onBlur}
          />
          <StyledToggle
            aria-label={t`Show password`}
            aria-pressed={visible}
            aria-controls={controlId}
            disabled={disabled}
            onClick={() => setVisible((shown) => !shown)}
          >
            <svg
              viewBox="0 0 24 24"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
              <circle cx="12" cy="12" r="3" />
              {visible && <path d="M3 3l18 18" />}
            </svg>
          </StyledToggle>
        </StyledInputGroup>
      )}
    </Field>
  );
}
PasswordField.displayName = 'PasswordField';
