import { useId, useState, type ReactElement, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Dialog } from '../../components/Dialog';
import { useControllable } from '../../fields/Field/useControllable';
import { Tabs } from '../../components/Tabs';
import type { PhoneCountry } from '../../fields/PhoneField';
import type { LoginCaptcha } from '../LoginForm';
import { ACCOUNT_DIALOG_WIDTH } from '../shared/dialogWidth';
import { FormError } from '../shared/FormError';
import { phoneOf } from '../shared/phone';
import { StyledBanner, StyledLinkButton, StyledPrompt } from '../shared/shared.styles';
import { SocialSignIn, type SocialProvider } from '../shared/SocialSignIn';
import { usePendingSubmit } from '../shared/usePendingSubmit';
import { useTextValues } from '../shared/useTextValues';
import { useReturnFocus } from '../../primitives/useReturnFocus';
import { StyledBody } from './RegisterDialog.styles';
import { RegisterForm } from './RegisterForm';
import type {
  RegisterCodeRequest,
  RegisterMethod,
  RegisterRules,
  RegisterValues,
} from './registerFields';

export interface RegisterDialogProps {
  /** Controlled open state. */
  open?: boolean;
  /** @default false */
  defaultOpen?: boolean;
  /** Called with `false` however it closes (close button, Escape, a click on the cover). */
  onOpenChange?: (open: boolean) => void;
  /** An element (a Button) that opens it; focus returns there on close. */
  trigger?: ReactElement;
  /** The server's rule per field: a field shows when its rule is enabled. */
  rules: RegisterRules;
  /** Registration by user name is enabled (USERNAMEREG3). @default true */
  usernameRegisterEnabled?: boolean;
  /** Registration by mobile number is enabled (MOBILENUMREG3). @default false */
  mobileRegisterEnabled?: boolean;
  /**
   * The mobile tab asks for a password too (MOBILENUMPASSREG3); without it the number and its code
   * make the account, which logs in by SMS code. @default true
   */
  mobilePasswordEnabled?: boolean;
  /** Controlled method (a tab; used only when both methods are enabled). */
  method?: RegisterMethod;
  /** @default the first enabled method */
  defaultMethod?: RegisterMethod;
  onMethodChange?: (method: RegisterMethod) => void;
  /**
   * The number must be confirmed by an SMS code (REGMOBVERF3): on the user-name tab the code
   * field joins an enabled mobile number. The mobile tab always asks for the code. @default false
   */
  smsVerificationEnabled?: boolean;
  /** Countries for the dial-code picker. @default [] */
  countries?: readonly PhoneCountry[];
  /** @default the first country */
  defaultCountry?: string;
  /**
   * Sends the registration SMS. Resolving starts the countdown; a rejection or `false` starts none
   * (the caller shows the server's message).
   */
  onSendCode?: (request: RegisterCodeRequest) => Promise<unknown>;
  /** Seconds before another code can be asked for (expiredMinutes x 60). @default 60 */
  codeCountdownSeconds?: number;
  /** The captcha image, shown when the captcha rule is enabled. */
  captcha?: LoginCaptcha | null | undefined;
  /** The affiliate code from the address was checked and is valid: its field is hidden. @default false */
  affiliateCodeValid?: boolean;
  /** The affiliate code from the address, typed in for the visitor when it was not valid. */
  defaultAffiliateCode?: string;
  /**
   * The age a visitor confirms with the terms (doc 1 §9; the brand's market may ask more). The
   * one box ticks both: the registration sends `termsAccepted` and `ageConfirmed`. @default 18
   */
  minimumAge?: number;
  /**
   * The terms checkbox's label (it may hold a link to the terms); it must also say the age.
   * @default "I accept the terms and conditions and the privacy policy, and I am at least 18 years old"
   */
  termsLabel?: ReactNode;
  /** Social sign-up buttons; none when empty. @default [] */
  socialProviders?: readonly SocialProvider[];
  onSocialSignIn?: (id: string) => void | Promise<unknown>;
  /**
   * Registers. While the promise is pending the button is busy and further submits are ignored;
   * on failure every typed value stays and the caller passes the message as `error`.
   */
  onSubmit: (values: RegisterValues) => Promise<unknown>;
  /** A message under the form (the server's answer), announced when it appears. */
  error?: string | null | undefined;
  /** Opens the login dialog ("Already have an account?"). */
  onLogin?: () => void;
  /** The site's registration banner, above the form. */
  banner?: ReactNode;
}

function firstMethod(username: boolean, mobile: boolean): RegisterMethod {
  return !username && mobile ? 'mobile' : 'username';
}

/**
 * The registration dialog: tabs for user name or mobile number when both are enabled, the fields
 * the site's rules enable, the terms to accept and social sign-up. Values are checked under each
 * field before `onSubmit`, and survive a failed submit and a switch of tab.
 */
export function RegisterDialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  rules,
  usernameRegisterEnabled = true,
  mobileRegisterEnabled = false,
  mobilePasswordEnabled = true,
  method: methodProp,
  defaultMethod,
  onMethodChange,
  smsVerificationEnabled = false,
  countries = [],
  defaultCountry,
  onSendCode,
  codeCountdownSeconds = 60,
  captcha,
  affiliateCodeValid = false,
  defaultAffiliateCode,
  minimumAge = 18,
  termsLabel,
  socialProviders = [],
  onSocialSignIn,
  onSubmit,
  error,
  onLogin,
  banner,
}: RegisterDialogProps) {
  const { t } = useLingui();
  const [isOpen, setOpen] = useControllable(open, defaultOpen ?? false, onOpenChange);
  const onOpenAutoFocus = useReturnFocus(isOpen, { focusFirstField: true });
  const errorId = useId();
  const both = usernameRegisterEnabled && mobileRegisterEnabled;
  const [ownMethod, setOwnMethod] = useState<RegisterMethod>(
    defaultMethod ?? firstMethod(usernameRegisterEnabled, mobileRegisterEnabled),
  );
  // With one method there is nothing to choose, whatever was asked for.
  const method: RegisterMethod = both
    ? (methodProp ?? ownMethod)
    : firstMethod(usernameRegisterEnabled, mobileRegisterEnabled);
  const texts = useTextValues(
    defaultAffiliateCode !== undefined ? { affiliateCode: defaultAffiliateCode } : {},
  );
  const [countryCode, setCountryCode] = useState(defaultCountry ?? countries[0]?.countryCode ?? '');
  const [terms, setTerms] = useState(false);
  const { pending, submit } = usePendingSubmit(onSubmit);
  const phone = phoneOf(countries, countryCode, texts.read('mobileNum'));

  const chooseMethod = (next: string) => {
    if (next !== 'username' && next !== 'mobile') return;
    if (methodProp === undefined) setOwnMethod(next);
    onMethodChange?.(next);
  };

  const form = (formMethod: RegisterMethod) => (
    <RegisterForm
      method={formMethod}
      rules={rules}
      mobilePasswordEnabled={mobilePasswordEnabled}
      texts={texts}
      terms={terms}
      onTermsChange={setTerms}
      minimumAge={minimumAge}
      termsLabel={termsLabel}
      countries={countries}
      phone={phone}
      onCountryChange={setCountryCode}
      smsVerificationEnabled={smsVerificationEnabled}
      onSendCode={onSendCode}
      codeCountdownSeconds={codeCountdownSeconds}
      captcha={captcha}
      affiliateCodeValid={affiliateCodeValid}
      pending={pending}
      errorId={error ? errorId : undefined}
      onValidSubmit={submit}
    />
  );

  return (
    <Dialog
      title={t`Register`}
      width={ACCOUNT_DIALOG_WIDTH}
      height={0}
      open={isOpen}
      onOpenChange={setOpen}
      onOpenAutoFocus={onOpenAutoFocus}
      {...(trigger && { trigger })}
    >
      <StyledBody>
        {onLogin && (
          <StyledPrompt>
            {t`Already have an account?`}
            <StyledLinkButton onClick={onLogin}>{t`Log in`}</StyledLinkButton>
          </StyledPrompt>
        )}
        {banner && <StyledBanner>{banner}</StyledBanner>}
        {both ? (
          <Tabs.Root value={method} onValueChange={chooseMethod}>
            <Tabs.List aria-label={t`Register with`}>
              <Tabs.Trigger value="username">{t`Username`}</Tabs.Trigger>
              <Tabs.Trigger value="mobile">{t`Mobile number`}</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="username">{form('username')}</Tabs.Content>
            <Tabs.Content value="mobile">{form('mobile')}</Tabs.Content>
          </Tabs.Root>
        ) : (
          form(method)
        )}
        <FormError error={error} id={errorId} />
        {onSocialSignIn && (
          <SocialSignIn
            providers={socialProviders}
            onSignIn={onSocialSignIn}
            heading={t`Or sign up with`}
            disabled={pending}
          />
        )}
      </StyledBody>
    </Dialog>
  );
}
RegisterDialog.displayName = 'RegisterDialog';
