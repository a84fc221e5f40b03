import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { FormError } from '../../account/shared/FormError';
import { Button } from '../../components/Button';
import { Form } from '../../fields/Form';
import { PhoneField, type PhoneCountry } from '../../fields/PhoneField';
import { SmsCodeField } from '../../fields/SmsCodeField';
import { TextField } from '../../fields/TextField';
import { BusyStatus } from '../shared/BusyStatus';
import { StyledActions, StyledHeading, StyledText } from '../shared/shared.styles';
import { usePending } from '../shared/usePending';
import { StyledBindContactForm } from './BindContactForm.styles';

/** Where the code goes: a mobile number with its dialing code, or an e-mail address. */
export type BindTarget =
  | { kind: 'phone'; countryDialingCode: string; mobileNum: string }
  | { kind: 'email'; email: string };

export interface BindContactFormProps {
  kind: 'phone' | 'email';
  /** The countries a mobile number may be from (phone only), in the order shown. @default [] */
  countries?: readonly PhoneCountry[];
  /**
   * Sends the code to the target. Resolves to the seconds before another may be sent (the
   * server's expiredMinutes x 60); a rejection starts no countdown and the caller shows why.
   */
  onSendCode: (target: BindTarget) => Promise<unknown>;
  /** Binds the target with its code; a promise keeps the form busy until it settles. */
  onSubmit: (request: { target: BindTarget; code: string }) => unknown;
  onCancel?: () => void;
  /** The server's answer to the last send or bind. */
  error?: string | null | undefined;
}

const DIGITS = /^\d{4,15}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Binds a mobile number or an e-mail address to the account (the security centre): the code sent
 * to it proves it is the member's. The code can be sent once the number or address is well formed.
 */
export function BindContactForm({
  kind,
  countries = [],
  onSendCode,
  onSubmit,
  onCancel,
  error,
}: BindContactFormProps) {
  const { t } = useLingui();
  const headingId = useId();
  const errorId = useId();
  // The countries may arrive after the form: until one is picked, the first is the one shown.
  const [countryCode, setCountryCode] = useState<string | null>(null);
  const country = countries.find((c) => c.countryCode === countryCode) ?? countries[0];
  const [address, setAddress] = useState('');
  const [code, setCode] = useState('');
  const { pending, run } = usePending(onSubmit);
  const target: BindTarget =
    kind === 'phone'
      ? { kind, countryDialingCode: country?.countryDialingCode ?? '', mobileNum: address.trim() }
      : { kind, email: address.trim() };
  const wellFormed =
    kind === 'phone'
      ? DIGITS.test(address.trim()) && country !== undefined
      : EMAIL.test(address.trim());
  const heading = kind === 'phone' ? t`Bind a mobile number` : t`Bind an e-mail address`;

  return (
    <StyledBindContactForm aria-labelledby={headingId}>
      <StyledHeading id={headingId}>{heading}</StyledHeading>
      <StyledText>
        {kind === 'phone'
          ? t`We send a code by SMS to the number. Enter it to bind the number to your account.`
          : t`We send a code to the address. Enter it to bind the address to your account.`}
      </StyledText>
      <Form
        aria-label={heading}
        aria-describedby={error ? errorId : undefined}
        onValidSubmit={() => run({ target, code: code.trim() })}
      >
        {kind === 'phone' ? (
          <PhoneField
            name="mobileNum"
            label={t`Mobile number`}
            required
            countries={countries}
            {...(country && { country: country.countryCode })}
            onCountryChange={(picked) => setCountryCode(picked.countryCode)}
            value={address}
            onValueChange={setAddress}
            validate={(value) => (DIGITS.test(value.trim()) ? null : t`Use 4 to 15 digits`)}
          />
        ) : (
          <TextField
            name="email"
            label={t`E-mail address`}
            type="email"
            required
            autoComplete="email"
            value={address}
            onValueChange={setAddress}
            validate={(value) =>
              EMAIL.test(value.trim()) ? null : t`Enter an e-mail address such as name@example.com`
            }
          />
        )}
        <SmsCodeField
          name="code"
          label={t`Verification code`}
          required
          sendDisabled={!wellFormed}
          onSend={() => onSendCode(target)}
          value={code}
          onValueChange={setCode}
        />
        <FormError error={error} id={errorId} />
        <StyledActions>
          <Button type="submit" loading={pending}>
            {t`Bind`}
          </Button>
          {onCancel && (
            <Button variant="secondary" onClick={onCancel}>
              {t`Cancel`}
            </Button>
          )}
        </StyledActions>
        <BusyStatus busy={pending} />
      </Form>
    </StyledBindContactForm>
  );
}
BindContactForm.displayName = 'BindContactForm';
