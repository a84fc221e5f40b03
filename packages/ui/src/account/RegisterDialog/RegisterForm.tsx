import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../../components/Button';
import { CaptchaField } from '../../fields/CaptchaField';
import { CheckboxField } from '../../fields/CheckboxField';
import { Form } from '../../fields/Form';
import { PasswordField } from '../../fields/PasswordField';
import { PhoneField, type PhoneCountry } from '../../fields/PhoneField';
import { SmsCodeField } from '../../fields/SmsCodeField';
import { TextField } from '../../fields/TextField';
import type { LoginCaptcha } from '../LoginForm';
import { canSendCode, type LoginPhone } from '../shared/phone';
import { StyledActions } from '../shared/shared.styles';
import type { TextValues } from '../shared/useTextValues';
import {
  isEnabled,
  OPTIONAL_TEXT_FIELDS,
  registerValuesOf,
  type OptionalTextField,
  type RegisterCodeRequest,
  type RegisterMethod,
  type RegisterRules,
  type RegisterValues,
} from './registerFields';

export interface RegisterFormProps {
  method: RegisterMethod;
  rules: RegisterRules;
  mobilePasswordEnabled: boolean;
  /** The texts typed, kept by the dialog so a switch of tab loses nothing. */
  texts: TextValues;
  terms: boolean;
  onTermsChange: (accepted: boolean) => void;
  minimumAge: number;
  termsLabel: ReactNode | undefined;
  countries: readonly PhoneCountry[];
  phone: LoginPhone;
  onCountryChange: (countryCode: string) => void;
  smsVerificationEnabled: boolean;
  onSendCode: ((request: RegisterCodeRequest) => Promise<unknown>) | undefined;
  codeCountdownSeconds: number;
  captcha: LoginCaptcha | null | undefined;
  affiliateCodeValid: boolean;
  pending: boolean;
  errorId: string | undefined;
  onValidSubmit: (values: RegisterValues) => void;
}

/** Autocomplete tokens where HTML has one; the rest are account ids no browser should guess. */
const AUTOCOMPLETE: Record<OptionalTextField, string> = {
  payeeName: 'name',
  qqNum: 'off',
  line: 'off',
  whatsapp: 'tel',
  facebook: 'off',
  wechat: 'off',
  idNumber: 'off',
  email: 'email',
  recommenderId: 'off',
  affiliateCode: 'off',
};

/**
 * One registration method's fields. Each optional field shows when its rule is enabled and is
 * required only where the rule says; the user name, the password and its confirmation are always
 * there on the user-name tab, the mobile number and its code always on the mobile tab (with the
 * password where the brand asks for one there).
 */
export function RegisterForm({
  method,
  rules,
  mobilePasswordEnabled,
  texts,
  terms,
  onTermsChange,
  minimumAge,
  termsLabel,
  countries,
  phone,
  onCountryChange,
  smsVerificationEnabled,
  onSendCode,
  codeCountdownSeconds,
  captcha,
  affiliateCodeValid,
  pending,
  errorId,
  onValidSubmit,
}: RegisterFormProps) {
  const { t } = useLingui();
  const { bind, read } = texts;
  const byMobile = method === 'mobile';
  const mobileRule = rules.mobileNum;
  const showMobile = byMobile || isEnabled(rules, 'mobileNum');
  const mobileRequired = byMobile || mobileRule?.required === true;
  // On the user-name tab the code proves a number only when one is asked for and verified.
  const showCode = byMobile || (showMobile && smsVerificationEnabled);
  // An optional number left empty needs no code.
  const codeRequired = mobileRequired || read('mobileNum').trim() !== '';

  const labels: Record<OptionalTextField, string> = {
    payeeName: t`Real name`,
    qqNum: t`QQ or contact number`,
    line: t`LINE ID`,
    whatsapp: t`WhatsApp`,
    facebook: t`Facebook`,
    wechat: t`WeChat ID`,
    idNumber: t`ID number`,
    email: t`Email`,
    recommenderId: t`Referrer ID`,
    affiliateCode: t`Invitation code`,
  };
  const hints: Partial<Record<OptionalTextField, string>> = {
    payeeName: t`As on your bank account: withdrawals are paid to this name.`,
  };

  const shown = (name: OptionalTextField) =>
    isEnabled(rules, name) && !(name === 'affiliateCode' && affiliateCodeValid);

  const optionalText = (name: OptionalTextField) =>
    shown(name) && (
      <TextField
        key={name}
        name={name}
        label={labels[name]}
        rule={rules[name]}
        hint={hints[name]}
        type={name === 'email' ? 'email' : 'text'}
        autoComplete={AUTOCOMPLETE[name]}
        {...bind(name)}
      />
    );

  const passwordFields = (
    <>
      <PasswordField
        name="password"
        label={t`Password`}
        rule={rules.password}
        required
        autoComplete="new-password"
        {...bind('password')}
      />
      <PasswordField
        name="confirmPassword"
        label={t`Confirm password`}
        required
        autoComplete="new-password"
        validate={(value) => (value === read('password') ? null : t`The two passwords differ`)}
        {...bind('confirmPassword')}
      />
    </>
  );

  const mobileFields = showMobile && (
    <>
      <PhoneField
        name="mobileNum"
        label={t`Mobile number`}
        rule={mobileRule}
        required={mobileRequired}
        countries={countries}
        country={phone.countryCode}
        onCountryChange={(picked) => onCountryChange(picked.countryCode)}
        autoComplete="tel-national"
        {...bind('mobileNum')}
      />
      {showCode && (
        <SmsCodeField
          name="verificationCode"
          label={t`Verification code`}
          required={codeRequired}
          countdownSeconds={codeCountdownSeconds}
          sendDisabled={!onSendCode || !canSendCode(read('mobileNum'), mobileRule)}
          onSend={() => onSendCode?.({ ...phone, method }) ?? Promise.resolve(false)}
          {...bind('verificationCode')}
        />
      )}
    </>
  );

  return (
    <Form
      aria-label={byMobile ? t`Register with a mobile number` : t`Register with a username`}
      aria-describedby={errorId}
      onValidSubmit={(values) => onValidSubmit(registerValuesOf(method, values, phone))}
    >
      {byMobile ? (
        <>
          {mobileFields}
          {mobilePasswordEnabled && passwordFields}
        </>
      ) : (
        <>
          <TextField
            name="username"
            label={t`Username`}
            rule={rules.username}
            required
            autoComplete="username"
            {...bind('username')}
          />
          {passwordFields}
          {mobileFields}
        </>
      )}
      {optionalText('payeeName')}
      {isEnabled(rules, 'paymentPassword') && (
        <PasswordField
          name="paymentPassword"
          label={t`Payment password`}
          hint={t`Asked for when you withdraw; different from your login password.`}
          rule={rules.paymentPassword}
          // The spec makes the payment password required whenever it is enabled.
          required
          autoComplete="new-password"
          {...bind('paymentPassword')}
        />
      )}
      {OPTIONAL_TEXT_FIELDS.filter((name) => name !== 'payeeName').map(optionalText)}
      {isEnabled(rules, 'captcha') && captcha && (
        <CaptchaField
          name="captcha"
          label={t`Security code`}
          rule={rules.captcha}
          required={rules.captcha?.required === true}
          src={captcha.image}
          onRefresh={captcha.onRefresh}
          {...(captcha.onRequestAlternative && {
            onRequestAlternative: captcha.onRequestAlternative,
          })}
          {...bind('captcha')}
        />
      )}
      <CheckboxField
        name="terms"
        // One box for both promises, as regulated sites ask them: the form cannot submit unless
        // it is ticked, so a valid submit carries both (registerValuesOf).
        label={
          termsLabel ??
          t`I accept the terms and conditions and the privacy policy, and I am at least ${minimumAge} years old`
        }
        required
        checked={terms}
        onCheckedChange={onTermsChange}
      />
      <StyledActions>
        <Button type="submit" loading={pending}>
          {t`Register`}
        </Button>
      </StyledActions>
    </Form>
  );
}
RegisterForm.displayName = 'RegisterDialog.Form';
