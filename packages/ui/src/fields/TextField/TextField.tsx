import { useId, useRef, type HTMLAttributes } from 'react';
import { Field } from '../Field/Field';
import { StyledInput } from '../Field/Field.styles';
import type { FieldBaseProps } from '../Field/types';
import { useControllable } from '../Field/useControllable';
import { useFieldValidation } from '../Field/useFieldValidation';

export interface TextFieldProps extends FieldBaseProps {
  /** Controlled value. */
  value?: string;
  /** @default '' */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** @default 'text' */
  type?: 'text' | 'email' | 'tel' | 'url' | 'search';
  /** Passed to the input so browsers and password managers can fill it. */
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  placeholder?: string;
}

/** A one-line text field checked against its server rule; the value is trimmed when checked. */
export function TextField({
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
  type = 'text',
  autoComplete,
  inputMode,
  placeholder,
}: TextFieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useControllable(valueProp, defaultValue, onValueChange);
  const validation = useFieldValidation({
    name,
    rule,
    required,
    validate,
    onRuleProblem,
    value,
    focus: () => input.current?.focus(),
    element: () => input.current,
  });
  const isRequired = required ?? rule?.required ?? false;
  return (
    <Field
      label={label}
      required={isRequired}
      hint={hint}
      error={externalError ?? validation.error}
      id={controlId}
    >
      {(control) => (
        <StyledInput
          {...control}
          ref={input}
          name={name}
          type={type}
          value={value}
          disabled={disabled}
          autoComplete={autoComplete}
          inputMode={inputMode}
          placeholder={placeholder}
          onChange={(event) => setValue(event.target.value)}
          onBlur={validation.onBlur}
        />
      )}
    </Field>
  );
}
TextField.displayName = 'TextField';
