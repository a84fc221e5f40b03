import { useEffect, useId, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { codePointLength } from '@lobby/core';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { Field } from '../Field/Field';
import type { FieldBaseProps } from '../Field/types';
import { useControllable } from '../Field/useControllable';
import { useFieldValidation, type FieldError } from '../Field/useFieldValidation';
import { StyledCounter, StyledTextArea } from './TextAreaField.styles';

/** Typing must pause this long before the remaining count is announced. */
export const COUNTER_ANNOUNCE_DELAY_MS = 1000;

export interface TextAreaFieldProps extends FieldBaseProps {
  /** Controlled value. */
  value?: string;
  /** @default '' */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Most characters (code points) allowed. @default the rule's maximum, else 140 (the remark) */
  maxLength?: number;
  /**
   * The remaining count is announced to screen readers only from this many characters left
   * (and when over), after typing pauses: never on every keystroke. @default 20
   */
  announceBelow?: number;
  /** @default 4 */
  rows?: number;
}

/**
 * Multi-line text with a character counter. Characters are code points (an emoji is one). The
 * visible counter is part of the description; a polite announcement speaks only near the limit.
 */
export function TextAreaField({
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
  maxLength,
  announceBelow = 20,
  rows = 4,
}: TextAreaFieldProps) {
  const { t } = useLingui();
  const generated = useId();
  const controlId = id ?? generated;
  const counterId = `${controlId}-counter`;
  const area = useRef<HTMLTextAreaElement>(null);
  const [value, setValue] = useControllable(valueProp, defaultValue, onValueChange);
  const max = maxLength ?? rule?.maxLength ?? 140;
  const count = codePointLength(value.trim());
  const remaining = max - count;

  const withinMax = (text: string): FieldError | null => {
    if (codePointLength(text.trim()) > max) return t`Use at most ${max} characters`;
    return validate?.(text) ?? null;
  };
  const validation = useFieldValidation({
    name,
    rule,
    required,
    requiredHint: 'contentRequired',
    validate: withinMax,
    onRuleProblem,
    value,
    focus: () => area.current?.focus(),
    element: () => area.current,
  });

  const over = -remaining;
  const counterText =
    remaining >= 0 ? t`${remaining} characters left` : t`${over} characters over the limit`;

  // Announce once typing pauses, and only near or past the limit.
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => {
      setAnnouncement(remaining <= announceBelow ? counterText : '');
    }, COUNTER_ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [remaining, announceBelow, counterText]);

  return (
    <Field
      label={label}
      required={required ?? rule?.required ?? false}
      hint={hint}
      error={externalError ?? validation.error}
      id={controlId}
      describedBy={counterId}
      footer={
        <>
          <StyledCounter id={counterId} data-over={remaining < 0}>
            {counterText}
          </StyledCounter>
          <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
        </>
      }
    >
      {(control) => (
        <StyledTextArea
          {...control}
          ref={area}
          name={name}
          rows={rows}
          value={value}
          disabled={disabled}
          onChange={(event) => setValue(event.target.value)}
          onBlur={validation.onBlur}
        />
      )}
    </Field>
  );
}
TextAreaField.displayName = 'TextAreaField';
