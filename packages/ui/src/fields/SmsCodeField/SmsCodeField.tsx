import { useEffect, useId, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { countdownRemaining, createThrottle } from '@lobby/core';
import { Button } from '../../components/Button';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { Field } from '../Field/Field';
import { StyledInput, StyledInputGroup } from '../Field/Field.styles';
import type { FieldBaseProps } from '../Field/types';
import { useControllable } from '../Field/useControllable';
import { useFieldValidation } from '../Field/useFieldValidation';
import { StyledSend } from './SmsCodeField.styles';

/** The spec throttles sends to one per second. */
export const SMS_SEND_THROTTLE_MS = 1000;

export interface SmsCodeFieldProps extends FieldBaseProps {
  /**
   * Sends the code. While it runs the button is busy; when it resolves the countdown starts, for
   * the number of seconds it resolves to when that is a positive number (the server's answer:
   * expiredMinutes x 60), else for `countdownSeconds`. A rejection or `false` (the server's
   * `success: false`) starts no countdown: the caller shows why.
   */
  onSend: () => Promise<unknown>;
  /** Seconds before another code can be asked for, unless the send answers its own. @default 60 */
  countdownSeconds?: number;
  /** Blocks sending (the phone number is not valid yet). @default false */
  sendDisabled?: boolean;
  /** Controlled value. */
  value?: string;
  /** @default '' */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
}

const codeRule = {
  enabled: true,
  required: true,
  minLength: 0,
  // The spec's verification code limit.
  maxLength: 255,
  acceptedPattern: '*',
  patternId: 0,
};

/**
 * The SMS code with its send button. After a send the button counts down (still focusable, so a
 * keyboard user keeps their place, but inert) and says how many seconds are left.
 */
export function SmsCodeField({
  name,
  label,
  rule = codeRule,
  required,
  hint,
  error: externalError,
  validate,
  onRuleProblem,
  disabled = false,
  id,
  onSend,
  countdownSeconds = 60,
  sendDisabled = false,
  value: valueProp,
  defaultValue = '',
  onValueChange,
}: SmsCodeFieldProps) {
  const { t } = useLingui();
  const generated = useId();
  const controlId = id ?? generated;
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useControllable(valueProp, defaultValue, onValueChange);
  const [throttle] = useState(() => createThrottle(SMS_SEND_THROTTLE_MS));
  const [sending, setSending] = useState(false);
  const [sentOnce, setSentOnce] = useState(false);
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const remaining = endsAt === null ? 0 : countdownRemaining(endsAt, now);
  const counting = remaining > 0;

  const validation = useFieldValidation({
    name,
    rule,
    required,
    requiredHint: 'codeRequired',
    validate,
    onRuleProblem,
    value,
    focus: () => input.current?.focus(),
    element: () => input.current,
  });

  useEffect(() => {
    if (endsAt === null) return undefined;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= endsAt) {
        clearInterval(timer);
        setEndsAt(null);
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);

  const send = async () => {
    if (disabled || sendDisabled || sending || counting) return;
    if (!throttle.tryPass(Date.now())) return;
    setSending(true);
    setAnnouncement('');
    let answer: unknown = false;
    try {
      answer = await onSend();
    } catch {
      // The caller reports the failure (the spec's warning dialog); the button is ready again.
      answer = false;
    }
    setSending(false);
    if (answer === false) return;
    const seconds =
      typeof answer === 'number' && Number.isFinite(answer) && answer > 0
        ? Math.round(answer)
        : countdownSeconds;
    const start = Date.now();
    setSentOnce(true);
    setNow(start);
    setEndsAt(start + seconds * 1000);
    setAnnouncement(t`Code sent. You can ask for a new one in ${seconds} seconds.`);
  };

  const blocked = disabled || sendDisabled;
  const sendLabel = counting
    ? t`Resend in ${remaining} s`
    : sentOnce
      ? t`Resend code`
      : t`Send code`;

  return (
    <Field
      label={label}
      required={required ?? rule.required}
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
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={value}
            disabled={disabled}
            onChange={(event) => setValue(event.target.value)}
            onBlur={validation.onBlur}
          />
          <StyledSend>
            <Button
              variant="secondary"
              loading={sending}
              disabled={blocked}
              aria-disabled={counting || undefined}
              onClick={() => void send()}
            >
              {sendLabel}
            </Button>
          </StyledSend>
          <VisuallyHidden role="status">{announcement}</VisuallyHidden>
        </StyledInputGroup>
      )}
    </Field>
  );
}
SmsCodeField.displayName = 'SmsCodeField';
