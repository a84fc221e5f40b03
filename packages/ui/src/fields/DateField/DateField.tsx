import { useId, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Field } from '../Field/Field';
import type { FieldBaseProps } from '../Field/types';
import { useControllable } from '../Field/useControllable';
import { useFieldValidation, type FieldError } from '../Field/useFieldValidation';
import { StyledDateInput } from './DateField.styles';

export interface DateFieldProps extends FieldBaseProps {
  /** Controlled value, `yyyy-MM-dd` (the native date input's format), or '' for none. */
  value?: string;
  /** @default '' */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Earliest date allowed, `yyyy-MM-dd`. */
  min?: string;
  /** Latest date allowed, `yyyy-MM-dd` (e.g. 18 years ago for a birth date). */
  max?: string;
  /** @default 'off'; use 'bday' for a birth date */
  autoComplete?: string;
}

/**
 * A date through the browser's own date input (its picker is keyboard and screen-reader ready in
 * every engine). A date outside min..max says the allowed range.
 */
export function DateField({
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
  min,
  max,
  autoComplete = 'off',
}: DateFieldProps) {
  const { t } = useLingui();
  const generated = useId();
  const controlId = id ?? generated;
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useControllable(valueProp, defaultValue, onValueChange);
  // ISO dates compare correctly as strings.
  const inRange = (date: string): FieldError | null => {
    if (min && max && (date < min || date > max)) return t`Choose a date from ${min} to ${max}`;
    if (min && date < min) return t`Choose a date on or after ${min}`;
    if (max && date > max) return t`Choose a date on or before ${max}`;
    return validate?.(date) ?? null;
  };
  const validation = useFieldValidation({
    name,
    rule,
    required,
    validate: inRange,
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
        <StyledDateInput
          {...control}
          ref={input}
          name={name}
          value={value}
          min={min}
          max={max}
          disabled={disabled}
          autoComplete={autoComplete}
          onChange={(event) => setValue(event.target.value)}
          onBlur={validation.onBlur}
        />
      )}
    </Field>
  );
}
DateField.displayName = 'DateField';
