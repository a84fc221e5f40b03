import { useId, useRef, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { MessageHintKind } from '@lobby/core';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { StyledError, StyledField, StyledHint, StyledRequired } from '../Field/Field.styles';
import { useControllable } from '../Field/useControllable';
import { useFieldValidation, type FieldError } from '../Field/useFieldValidation';
import { useHintText } from '../Field/useHintText';
import { StyledCheckbox, StyledCheckLabel, StyledRow } from './CheckboxField.styles';

export interface CheckboxFieldProps {
  /** The key the value (true or false) is submitted under. */
  name: string;
  /** The label beside the box; may hold a link (the terms), passed as a node. */
  label: ReactNode;
  /** Must be ticked to submit (terms acceptance). @default false */
  required?: boolean;
  /** The message when a required box is not ticked. @default 'termsRequired' */
  requiredHint?: MessageHintKind;
  /** Help text under the label. */
  hint?: ReactNode;
  /** An error from outside. */
  error?: FieldError | null;
  /** Controlled state. */
  checked?: boolean;
  /** @default false */
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  /** @default false */
  disabled?: boolean;
  /** @default a generated id */
  id?: string;
}

/** A checkbox with its label beside it (terms acceptance), its hint and its error under it. */
export function CheckboxField({
  name,
  label,
  required = false,
  requiredHint = 'termsRequired',
  hint,
  error: externalError,
  checked: checkedProp,
  defaultChecked = false,
  onCheckedChange,
  disabled = false,
  id,
}: CheckboxFieldProps) {
  const { t } = useLingui();
  const hintText = useHintText();
  const generated = useId();
  const controlId = id ?? generated;
  const box = useRef<HTMLInputElement>(null);
  const [checked, setChecked] = useControllable(checkedProp, defaultChecked, onCheckedChange);
  const validation = useFieldValidation<boolean>({
    name,
    required,
    requiredHint,
    isEmpty: (value) => !value,
    value: checked,
    focus: () => box.current?.focus(),
    element: () => box.current,
  });
  const error = externalError ?? validation.error;
  const message = error ? hintText(error) : '';
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy =
    [hint ? hintId : null, message ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <StyledField>
      <StyledRow>
        <StyledCheckbox
          ref={box}
          id={controlId}
          name={name}
          checked={checked}
          disabled={disabled}
          aria-invalid={message ? true : undefined}
          required={required}
          aria-describedby={describedBy}
          onChange={(event) => {
            setChecked(event.target.checked);
          }}
          onBlur={validation.onBlur}
        />
        <StyledCheckLabel htmlFor={controlId}>
          {label}
          {required && (
            <>
              <StyledRequired>*</StyledRequired>
              <VisuallyHidden>{t`required`}</VisuallyHidden>
            </>
          )}
        </StyledCheckLabel>
      </StyledRow>
      {hint && <StyledHint id={hintId}>{hint}</StyledHint>}
      <StyledError id={errorId} aria-live="polite">
        {message}
      </StyledError>
    </StyledField>
  );
}
CheckboxField.displayName = 'CheckboxField';
