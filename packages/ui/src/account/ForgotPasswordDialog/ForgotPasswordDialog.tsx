import { useEffect, useId, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { FieldRule } from '@lobby/core';
import { Button } from '../../components/Button';
import { Dialog, DialogClose } from '../../components/Dialog';
import { useControllable } from '../../fields/Field/useControllable';
import { Tabs } from '../../components/Tabs';
import { Form } from '../../fields/Form';
import { PasswordField } from '../../fields/PasswordField';
import { PhoneField, type PhoneCountry } from '../../fields/PhoneField';
import { SmsCodeField } from '../../fields/SmsCodeField';
import { TextField } from '../../fields/TextField';
import { ACCOUNT_DIALOG_WIDTH } from '../shared/dialogWidth';
import { FormError } from '../shared/FormError';
import { canSendCode, phoneOf, type LoginPhone } from '../shared/phone';
import {
  StyledActions,
  StyledBanner,
  StyledLinkButton,
  StyledPrompt,
} from '../shared/shared.styles';
import { submittedText } from '../shared/submittedText';
import { usePendingSubmit } from '../shared/usePendingSubmit';
import { useTextValues } from '../shared/useTextValues';
import { useReturnFocus } from '../../primitives/useReturnFocus';
import { StyledBody, StyledConfirmation } from './ForgotPasswordDialog.styles';

/** How the password is reset: a link by e-mail, or an SMS code and a new password. */
export type ForgotPasswordMethod = 'email' | 'phone';

/** What a valid submit hands over: text trimmed, the new password exactly as typed. */
export type ForgotPasswordValues =
  | { method: 'email'; username: string; email: string }
  | ({ method: 'phone'; code: string; newPassword: string } & LoginPhone);

export interface ForgotPasswordDialogProps {
  /** Controlled open state. */
  open?: boolean;
  /** @default false */
  defaultOpen?: boolean;
  /** Called with `false` however it closes (close button, Escape, a click on the cover). */
  onOpenChange?: (open: boolean) => void;
  /** An element that opens it; focus returns there on close. */
  trigger?: ReactElement;
  /** The site's forgot-password banner (the spec's w_forget group), above the form. */
  banner?: ReactNode;
  /** The phone method is enabled: the method tabs show. @default false */
  phoneEnabled?: boolean;
  /** Controlled method (used only when the phone method is enabled). */
  method?: ForgotPasswordMethod;
  /** @default 'email' */
  defaultMethod?: ForgotPasswordMethod;
  onMethodChange?: (method: ForgotPasswordMethod) => void;
  /** The server's user-name rule. */
  usernameRule?: FieldRule;
  /** The server's e-mail rule. */
  emailRule?: FieldRule;
  /** The server's password rule, for the new password. */
  passwordRule?: FieldRule;
  /** The server's mobile-number rule. */
  mobileRule?: FieldRule;
  /** Countries for the dial-code picker. @default [] */
  countries?: readonly PhoneCountry[];
  /** @default the first country */
  defaultCountry?: string;
  /**
   * Sends the SMS code. Resolving starts the countdown; a rejection or `false` starts none (the
   * caller shows the server's message).
   */
  onSendCode?: (phone: LoginPhone) => Promise<unknown>;
  /**
   * Seconds the send button waits after a send. The site passes the value it computed (the spec
   * offsets it by half the request's time). @default 60
   */
  codeCountdownSeconds?: number;
  /**
   * Resets the password. While the promise is pending the button is busy and further submits are
   * ignored; on failure every typed value stays and the caller passes the message as `error`.
   */
  onSubmit: (values: ForgotPasswordValues) => Promise<unknown>;
  /** A message under the form (the server's answer), announced when it appears. */
  error?: string | null | undefined;
  /**
   * Where the reset e-mail went, once the server accepted the request: the form gives way to the
   * confirmation and a Close button.
   */
  sentTo?: string | null | undefined;
  /** Opens the customer-service chat. */
  onCustomerService?: () => void;
}

/**
 * The forgot-password dialog: by e-mail (user name and e-mail, then a confirmation) or, when the
 * phone method is enabled, by SMS code with a new password. Each field is checked before
 * `onSubmit`; what was typed survives a failed submit and a switch of method.
 */
export function ForgotPasswordDialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  banner,
  phoneEnabled = false,
  method: methodProp,
  defaultMethod = 'email',
  onMethodChange,
  usernameRule,
  emailRule,
  passwordRule,
  mobileRule,
  countries = [],
  defaultCountry,
  onSendCode,
  codeCountdownSeconds = 60,
  onSubmit,
  error,
  sentTo,
  onCustomerService,
}: ForgotPasswordDialogProps) {
  const { t } = useLingui();
  const [isOpen, setOpen] = useControllable(open, defaultOpen ?? false, onOpenChange);
  const onOpenAutoFocus = useReturnFocus(isOpen, { focusFirstField: true });
  const errorId = useId();
  const sentId = useId();
  const [ownMethod, setOwnMethod] = useState<ForgotPasswordMethod>(defaultMethod);
  const method: ForgotPasswordMethod = phoneEnabled ? (methodProp ?? ownMethod) : 'email';
  const { bind, read } = useTextValues();
  const [countryCode, setCountryCode] = useState(defaultCountry ?? countries[0]?.countryCode ?? '');
  const { pending, submit } = usePendingSubmit(onSubmit);
  const phone = phoneOf(countries, countryCode, read('mobile'));
  const confirmed = method === 'email' && Boolean(sentTo);

  // The submit button that had focus is gone: focus moves to the button that ends the dialog.
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirmed) closeButton.current?.focus();
  }, [confirmed]);

  const chooseMethod = (next: string) => {
    if (next !== 'email' && next !== 'phone') return;
    if (methodProp === undefined) setOwnMethod(next);
    onMethodChange?.(next);
  };

  const emailForm = confirmed ? (
    <StyledConfirmation>
      <p id={sentId} role="status">
        {t`We have sent instructions to reset your password to ${sentTo}.`}
      </p>
      <DialogClose>
        {/* Described by the message, so moving focus here reads it too. */}
        <Button ref={closeButton} aria-describedby={sentId}>
          {t`Close`}
        </Button>
      </DialogClose>
    </StyledConfirmation>
  ) : (
    <Form
      aria-label={t`Reset by email`}
      aria-describedby={error ? errorId : undefined}
      onValidSubmit={(values) =>
        submit({
          method: 'email',
          username: submittedText(values, 'username'),
          email: submittedText(values, 'email'),
        })
      }
    >
      <TextField
        name="username"
        label={t`Username`}
        rule={usernameRule}
        required
        autoComplete="username"
        {...bind('username')}
      />
      <TextField
        name="email"
        label={t`Email`}
        rule={emailRule}
        required
        type="email"
        autoComplete="email"
        {...bind('email')}
      />
      <StyledActions>
        <Button type="submit" loading={pending}>
          {t`Send reset instructions`}
        </Button>
      </StyledActions>
    </Form>
  );

  const phoneForm = (
    <Form
      aria-label={t`Reset by mobile number`}
      aria-describedby={error ? errorId : undefined}
      onValidSubmit={(values) =>
        submit({
          method: 'phone',
          ...phone,
          mobile: submittedText(values, 'mobile'),
          code: submittedText(values, 'code'),
          newPassword: submittedText(values, 'newPassword'),
        })
      }
    >
      <PhoneField
        name="mobile"
        label={t`Mobile number`}
        rule={mobileRule}
        required
        countries={countries}
        country={phone.countryCode}
        onCountryChange={(picked) => setCountryCode(picked.countryCode)}
        autoComplete="tel-national"
        {...bind('mobile')}
      />
      <SmsCodeField
        name="code"
        label={t`Verification code`}
        required
        countdownSeconds={codeCountdownSeconds}
        sendDisabled={!onSendCode || !canSendCode(read('mobile'), mobileRule)}
        onSend={() => onSendCode?.(phone) ?? Promise.resolve(false)}
        {...bind('code')}
      />
      <PasswordField
        name="newPassword"
        label={t`New password`}
        rule={passwordRule}
        required
        autoComplete="new-password"
        {...bind('newPassword')}
      />
      <StyledActions>
        <Button type="submit" loading={pending}>
          {t`Reset password`}
        </Button>
      </StyledActions>
    </Form>
  );

  return (
    <Dialog
      title={t`Forgot password`}
      width={ACCOUNT_DIALOG_WIDTH}
      height={0}
      open={isOpen}
      onOpenChange={setOpen}
      onOpenAutoFocus={onOpenAutoFocus}
      {...(trigger && { trigger })}
    >
      <StyledBody>
        {banner && <StyledBanner>{banner}</StyledBanner>}
        {phoneEnabled ? (
          <Tabs.Root value={method} onValueChange={chooseMethod}>
            <Tabs.List aria-label={t`Reset by`}>
              <Tabs.Trigger value="email">{t`Email`}</Tabs.Trigger>
              <Tabs.Trigger value="phone">{t`Mobile number`}</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="email">{emailForm}</Tabs.Content>
            <Tabs.Content value="phone">{phoneForm}</Tabs.Content>
          </Tabs.Root>
        ) : (
          emailForm
        )}
        <FormError error={error} id={errorId} />
        {onCustomerService && (
          <StyledPrompt>
            {t`Still stuck?`}
            <StyledLinkButton onClick={onCustomerService}>
              {t`Contact customer service`}
            </StyledLinkButton>
          </StyledPrompt>
        )}
      </StyledBody>
    </Dialog>
  );
}
ForgotPasswordDialog.displayName = 'ForgotPasswordDialog';
