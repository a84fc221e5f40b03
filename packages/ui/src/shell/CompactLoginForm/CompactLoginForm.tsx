import { useId, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { FieldRule } from '@lobby/core';
import { Button } from '../../components/Button';
import { Form } from '../../fields/Form';
import { PasswordField } from '../../fields/PasswordField';
import { PhoneField, type PhoneCountry } from '../../fields/PhoneField';
import { SmsCodeField } from '../../fields/SmsCodeField';
import { TextField } from '../../fields/TextField';
import {
  StyledFormError,
  StyledLinkButton,
  StyledLinks,
  StyledMode,
  StyledModes,
  StyledRoot,
  StyledSubmit,
} from './CompactLoginForm.styles';

/** How the member signs in: user name and password, or mobile number and SMS code. */
export type LoginMode = 'username' | 'mobile';

/** The phone number an SMS code is sent to. */
export interface LoginPhone {
  countryCode: string;
  countryDialingCode: string;
  /** The number without the dial code, trimmed. */
  mobile: string;
}

/** What a valid submit hands over: text trimmed, the password exactly as typed. */
export type CompactLoginValues =
  | { mode: 'username'; username: string; password: string }
  | ({ mode: 'mobile'; code: string } & LoginPhone);

export interface CompactLoginFormProps {
  /**
   * Signs in. While the promise is pending the button is busy and further submits are ignored;
   * on failure every typed value stays and the caller passes the message as `error`.
   */
  onSubmit: (values: CompactLoginValues) => Promise<unknown>;
  /** A message under the form (the server's answer), announced when it appears. */
  error?: string | null | undefined;
  /** Mobile-code login is enabled: the mode switch shows. @default false */
  codeLoginEnabled?: boolean;
  /** Direct registration is enabled: the register link shows. @default false */
  directRegisterEnabled?: boolean;
  /** Controlled mode (ignored unless `codeLoginEnabled`). */
  mode?: LoginMode;
  /** @default 'username' */
  defaultMode?: LoginMode;
  onModeChange?: (mode: LoginMode) => void;
  /** Countries for the mobile number's dial-code picker. @default [] */
  countries?: readonly PhoneCountry[];
  /** @default the first country */
  defaultCountry?: string;
  /** The server's mobile-number rule. */
  mobileRule?: FieldRule;
  /**
   * Sends the SMS code to the number typed. Resolving starts the countdown; a rejection or
   * `false` starts none (the caller shows why).
   */
  onSendCode?: (phone: LoginPhone) => Promise<unknown>;
  /** Seconds before another code can be asked for (expiredMinutes x 60). @default 60 */
  codeCountdownSeconds?: number;
  /** Opens the forgot-password dialog. */
  onForgotPassword?: () => void;
  /** Opens the registration dialog (shown only with `directRegisterEnabled`). */
  onRegister?: () => void;
}

/**
 * The header's compact login: user name and password, or (when code login is enabled) mobile
 * number and SMS code. Checks locally before `onSubmit`, keeps what was typed when the sign-in
 * fails and shows the given error under the form. Autocomplete tokens let password managers and
 * SMS autofill work.
 */
export function CompactLoginForm({
  onSubmit,
  error,
  codeLoginEnabled = false,
  directRegisterEnabled = false,
  mode: modeProp,
  defaultMode = 'username',
  onModeChange,
  countries = [],
  defaultCountry,
  mobileRule,
  onSendCode,
  codeCountdownSeconds = 60,
  onForgotPassword,
  onRegister,
}: CompactLoginFormProps) {
  const { t } = useLingui();
  const errorId = useId();
  const [ownMode, setOwnMode] = useState<LoginMode>(defaultMode);
  // Without code login only the user-name mode exists, whatever was asked for.
  const mode: LoginMode = codeLoginEnabled ? (modeProp ?? ownMode) : 'username';
  // Every value lives here, so a failed sign-in or a switch of mode loses nothing typed.
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [countryCode, setCountryCode] = useState(defaultCountry ?? countries[0]?.countryCode ?? '');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const running = useRef(false);

  const country = countries.find((c) => c.countryCode === countryCode) ?? countries[0];
  const phone: LoginPhone = {
    countryCode: country?.countryCode ?? '',
    countryDialingCode: country?.countryDialingCode ?? '',
    mobile: mobile.trim(),
  };

  const chooseMode = (next: LoginMode) => {
    if (next === mode) return;
    if (modeProp === undefined) setOwnMode(next);
    onModeChange?.(next);
  };

  const submit = async (values: CompactLoginValues) => {
    if (running.current) return;
    running.current = true;
    setSubmitting(true);
    try {
      await onSubmit(values);
    } catch {
      // The caller passes the reason as `error`; the form keeps every value.
    } finally {
      running.current = false;
      setSubmitting(false);
    }
  };

  const text = (value: unknown) => (typeof value === 'string' ? value : '');

  return (
    <StyledRoot>
      {codeLoginEnabled && (
        <StyledModes role="group" aria-label={t`Log in with`}>
          <StyledMode aria-pressed={mode === 'username'} onClick={() => chooseMode('username')}>
            {t`Username`}
          </StyledMode>
          <StyledMode aria-pressed={mode === 'mobile'} onClick={() => chooseMode('mobile')}>
            {t`Mobile number`}
          </StyledMode>
        </StyledModes>
      )}
      <Form
        aria-label={t`Log in`}
        aria-describedby={error ? errorId : undefined}
        onValidSubmit={(values) =>
          void submit(
            mode === 'username'
              ? { mode, username: text(values.username), password: text(values.password) }
              : { mode, ...phone, mobile: text(values.mobile), code: text(values.code) },
          )
        }
      >
        {mode === 'username' ? (
          <>
            <TextField
              name="username"
              label={t`Username`}
              required
              autoComplete="username"
              value={username}
              onValueChange={setUsername}
            />
            <PasswordField
              name="password"
              label={t`Password`}
              required
              autoComplete="current-password"
              value={password}
              onValueChange={setPassword}
            />
          </>
        ) : (
          <>
            <PhoneField
              name="mobile"
              label={t`Mobile number`}
              required
              countries={countries}
              country={phone.countryCode}
              onCountryChange={(picked) => setCountryCode(picked.countryCode)}
              // The dial code has its own picker, so the number is the national part.
              autoComplete="tel-national"
              value={mobile}
              onValueChange={setMobile}
              {...(mobileRule && { rule: mobileRule })}
            />
            <SmsCodeField
              name="code"
              label={t`Verification code`}
              required
              value={code}
              onValueChange={setCode}
              countdownSeconds={codeCountdownSeconds}
              sendDisabled={!onSendCode || phone.mobile === ''}
              onSend={() => onSendCode?.(phone) ?? Promise.resolve(false)}
            />
          </>
        )}
        <StyledSubmit>
          <Button type="submit" loading={submitting}>
            {t`Log in`}
          </Button>
        </StyledSubmit>
      </Form>
      {/* The live region stays mounted so a message that appears in it is announced. */}
      <div role="alert">{error && <StyledFormError id={errorId}>{error}</StyledFormError>}</div>
      {(onForgotPassword || (directRegisterEnabled && onRegister)) && (
        <StyledLinks>
          {/* Buttons, not links: each opens a dialog the header owns, not a page. */}
          {onForgotPassword && (
            <StyledLinkButton onClick={onForgotPassword}>{t`Forgot password?`}</StyledLinkButton>
          )}
          {directRegisterEnabled && onRegister && (
            <StyledLinkButton onClick={onRegister}>{t`Register`}</StyledLinkButton>
          )}
        </StyledLinks>
      )}
    </StyledRoot>
  );
}
CompactLoginForm.displayName = 'CompactLoginForm';
