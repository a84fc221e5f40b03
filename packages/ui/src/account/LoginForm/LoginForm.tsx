import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { FieldRule } from '@lobby/core';
import { Button } from '../../components/Button';
import { CaptchaField } from '../../fields/CaptchaField';
import { CheckboxField } from '../../fields/CheckboxField';
import { useControllable } from '../../fields/Field/useControllable';
import { Form, type FormValue } from '../../fields/Form';
import { PasswordField } from '../../fields/PasswordField';
import { PhoneField, type PhoneCountry } from '../../fields/PhoneField';
import { SmsCodeField } from '../../fields/SmsCodeField';
import { TextField } from '../../fields/TextField';
import { FormError } from '../shared/FormError';
import { canSendCode, phoneOf, type LoginPhone } from '../shared/phone';
import { StyledLinkButton, StyledPrompt } from '../shared/shared.styles';
import { SocialSignIn, type SocialProvider } from '../shared/SocialSignIn';
import { submittedText } from '../shared/submittedText';
import { usePendingSubmit } from '../shared/usePendingSubmit';
import {
  StyledLinks,
  StyledMode,
  StyledModes,
  StyledOptions,
  StyledRoot,
  StyledSubmit,
} from './LoginForm.styles';

export type { LoginPhone } from '../shared/phone';
export type { SocialProvider } from '../shared/SocialSignIn';

/** How the member signs in: user name and password, or mobile number and SMS code. */
export type LoginMode = 'username' | 'mobile';

/**
 * `compact` is the header's row (no remember-me, links after the form); `full` is the dialog's
 * column (remember-me and forgot password above the button, social sign-in and register below).
 */
export type LoginLayout = 'compact' | 'full';

/** The captcha the server asked for after a failed sign-in. */
export interface LoginCaptcha {
  /** The image, as a data URL. */
  image: string;
  /** Fetches a new image (a click on it, or the "new one" button); throttled to once a second. */
  onRefresh: () => void;
  /** An accessible alternative to reading the image (WCAG 3.3.8), when the site has one. */
  onRequestAlternative?: () => void;
}

/** Fields every mode may add: the remember flag (full layout) and the captcha (when shown). */
interface LoginExtras {
  /** Keep the user name for next time (the site stores the name only, never the password). */
  remember?: boolean;
  /** The characters typed from the captcha image, trimmed. */
  captcha?: string;
}

/** What a valid submit hands over: text trimmed, the password exactly as typed. */
export type LoginValues =
  | ({ mode: 'username'; username: string; password: string } & LoginExtras)
  | ({ mode: 'mobile'; code: string } & LoginPhone & LoginExtras);

export interface LoginFormProps {
  /**
   * Signs in. While the promise is pending the button is busy and further submits are ignored;
   * on failure every typed value stays and the caller passes the message as `error`.
   */
  onSubmit: (values: LoginValues) => Promise<unknown>;
  /** A message under the form (the server's answer), announced when it appears. */
  error?: string | null | undefined;
  /** @default 'full' */
  layout?: LoginLayout;
  /** Mobile-code login is enabled: the mode switch shows. @default false */
  codeLoginEnabled?: boolean;
  /** Direct registration is enabled: the register link shows. @default false */
  directRegisterEnabled?: boolean;
  /** Controlled mode (ignored unless `codeLoginEnabled`). */
  mode?: LoginMode;
  /** @default 'username' */
  defaultMode?: LoginMode;
  onModeChange?: (mode: LoginMode) => void;
  /** The user name typed on first render (the one remembered from last time). @default '' */
  defaultUsername?: string;
  /** Controlled remember-me (full layout only). */
  remember?: boolean;
  /** @default false */
  defaultRemember?: boolean;
  onRememberChange?: (remember: boolean) => void;
  /** Shown when the server asks for a captcha; the field is required while it shows. */
  captcha?: LoginCaptcha | null | undefined;
  /** Social sign-in buttons (full layout); none when empty. @default [] */
  socialProviders?: readonly SocialProvider[];
  /** Starts the provider's sign-in. */
  onSocialSignIn?: (id: string) => void | Promise<unknown>;
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
 * Signing in: user name and password, or (when code login is enabled) mobile number and SMS code.
 * Checks locally before `onSubmit`, keeps what was typed when the sign-in fails and shows the
 * given error under the form. Autocomplete tokens let password managers and SMS autofill work.
 * The header's compact form and the login dialog are both this form, in two layouts.
 */
export function LoginForm({
  onSubmit,
  error,
  layout = 'full',
  codeLoginEnabled = false,
  directRegisterEnabled = false,
  mode: modeProp,
  defaultMode = 'username',
  onModeChange,
  defaultUsername = '',
  remember: rememberProp,
  defaultRemember = false,
  onRememberChange,
  captcha,
  socialProviders = [],
  onSocialSignIn,
  countries = [],
  defaultCountry,
  mobileRule,
  onSendCode,
  codeCountdownSeconds = 60,
  onForgotPassword,
  onRegister,
}: LoginFormProps) {
  const { t } = useLingui();
  const errorId = useId();
  const full = layout === 'full';
  const [ownMode, setOwnMode] = useState<LoginMode>(defaultMode);
  // Without code login only the user-name mode exists, whatever was asked for.
  const mode: LoginMode = codeLoginEnabled ? (modeProp ?? ownMode) : 'username';
  // Every value lives here, so a failed sign-in or a switch of mode loses nothing typed.
  const [username, setUsername] = useState(defaultUsername);
  const [password, setPassword] = useState('');
  const [countryCode, setCountryCode] = useState(defaultCountry ?? countries[0]?.countryCode ?? '');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [captchaText, setCaptchaText] = useState('');
  const [remember, setRemember] = useControllable(rememberProp, defaultRemember, onRememberChange);
  const { pending, submit } = usePendingSubmit(onSubmit);

  const phone = phoneOf(countries, countryCode, mobile);
  const showRegister = directRegisterEnabled && onRegister !== undefined;

  const chooseMode = (next: LoginMode) => {
    if (next === mode) return;
    if (modeProp === undefined) setOwnMode(next);
    onModeChange?.(next);
  };

  const toValues = (values: Readonly<Record<string, FormValue>>): LoginValues => {
    const text = (name: string) => submittedText(values, name);
    // Only what the form showed: the compact layout has no remember box, the captcha may be off.
    const extras: LoginExtras = {
      ...(full && { remember }),
      ...(captcha && { captcha: text('captcha') }),
    };
    return mode === 'username'
      ? { mode, username: text('username'), password: text('password'), ...extras }
      : { mode, ...phone, mobile: text('mobile'), code: text('code'), ...extras };
  };

  const forgotLink = onForgotPassword && (
    <StyledLinkButton onClick={onForgotPassword}>{t`Forgot password?`}</StyledLinkButton>
  );
  const registerLink = showRegister && (
    <StyledLinkButton onClick={onRegister}>{t`Register`}</StyledLinkButton>
  );

  return (
    <StyledRoot data-layout={layout}>
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
        onValidSubmit={(values) => submit(toValues(values))}
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
              sendDisabled={!onSendCode || !canSendCode(mobile, mobileRule)}
              onSend={() => onSendCode?.(phone) ?? Promise.resolve(false)}
            />
          </>
        )}
        {captcha && (
          <CaptchaField
            name="captcha"
            label={t`Security code`}
            required
            src={captcha.image}
            onRefresh={captcha.onRefresh}
            {...(captcha.onRequestAlternative && {
              onRequestAlternative: captcha.onRequestAlternative,
            })}
            value={captchaText}
            onValueChange={setCaptchaText}
          />
        )}
        {full && (
          <StyledOptions>
            <CheckboxField
              name="remember"
              label={t`Remember my username`}
              checked={remember}
              onCheckedChange={setRemember}
            />
            {forgotLink}
          </StyledOptions>
        )}
        <StyledSubmit>
          <Button type="submit" loading={pending}>
            {t`Log in`}
          </Button>
        </StyledSubmit>
      </Form>
      <FormError error={error} id={errorId} />
      {full && onSocialSignIn && (
        <SocialSignIn
          providers={socialProviders}
          onSignIn={onSocialSignIn}
          heading={t`Or log in with`}
          disabled={pending}
        />
      )}
      {full
        ? registerLink && (
            <StyledPrompt>
              {t`No account yet?`}
              {registerLink}
            </StyledPrompt>
          )
        : (forgotLink || registerLink) && (
            // Buttons, not links: each opens a dialog the header owns, not a page.
            <StyledLinks>
              {forgotLink}
              {registerLink}
            </StyledLinks>
          )}
    </StyledRoot>
  );
}
LoginForm.displayName = 'LoginForm';
