import { useId, useRef, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { createThrottle } from '@lobby/core';
import { Field } from '../Field/Field';
import { StyledInput, StyledInputGroup } from '../Field/Field.styles';
import type { FieldBaseProps } from '../Field/types';
import { useControllable } from '../Field/useControllable';
import { useFieldValidation } from '../Field/useFieldValidation';
import { StyledAlternative, StyledImageButton } from './CaptchaField.styles';

/** The spec refreshes the captcha image at most once per second. */
export const CAPTCHA_REFRESH_THROTTLE_MS = 1000;

export interface CaptchaFieldProps extends FieldBaseProps {
  /** The captcha image's address. */
  src: string;
  /** Asks for a new image (a click on the image). Throttled to once per second. */
  onRefresh: () => void;
  /**
   * An accessible alternative to reading the image (WCAG 3.3.8): an audio challenge, a code by
   * e-mail, a human check. Decided by the caller; without it the control gets a new image.
   */
  onRequestAlternative?: () => void;
  /** The alternative control's text. @default "Can't read it? Get a new one" */
  alternativeLabel?: ReactNode;
  /** Controlled value. */
  value?: string;
  /** @default '' */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
}

/**
 * The captcha: an image that refreshes on click, the box to type it in, and a visible way out for
 * anyone who cannot read it.
 */
export function CaptchaField({
  name,
  label,
  rule,
  required = true,
  hint,
  error: externalError,
  validate,
  onRuleProblem,
  disabled = false,
  id,
  src,
  onRefresh,
  onRequestAlternative,
  alternativeLabel,
  value: valueProp,
  defaultValue = '',
  onValueChange,
}: CaptchaFieldProps) {
  const { t } = useLingui();
  const generated = useId();
  const controlId = id ?? generated;
  const input = useRef<HTMLInputElement>(null);
  const [throttle] = useState(() => createThrottle(CAPTCHA_REFRESH_THROTTLE_MS));
  const [value, setValue] = useControllable(valueProp, defaultValue, onValueChange);
  const validation = useFieldValidation({
    name,
    rule,
    required,
    requiredHint: 'captchaRequired',
    validate,
    onRuleProblem,
    value,
    focus: () => input.current?.focus(),
    element: () => input.current,
  });

  const refresh = () => {
    if (!disabled && throttle.tryPass(Date.now())) onRefresh();
  };

  return (
    <Field
      label={label}
      required={required}
      hint={hint}
      error={externalError ?? validation.error}
      id={controlId}
      footer={
        <StyledAlternative
          disabled={disabled}
          onClick={() => (onRequestAlternative ? onRequestAlternative() : refresh())}
        >
          {alternativeLabel ?? t`Can't read it? Get a new one`}
        </StyledAlternative>
      }
    >
      {(control) => (
        <StyledInputGroup>
          <StyledInput
            {...control}
            ref={input}
            name={name}
            type="text"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            value={value}
            disabled={disabled}
            onChange={(event) => setValue(event.target.value)}
            onBlur={validation.onBlur}
          />
          <StyledImageButton aria-label={t`New image`} disabled={disabled} onClick={refresh}>
            <img src={src} alt={t`Security check: characters to type`} />
          </StyledImageButton>
        </StyledInputGroup>
      )}
    </Field>
  );
}
CaptchaField.displayName = 'CaptchaField';
