import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../../components/Button';
import { Form } from '../../fields/Form';
import { PasswordField } from '../../fields/PasswordField';
import { FormError } from '../../account/shared/FormError';
import { BusyStatus } from '../shared/BusyStatus';
import { StyledHeading, StyledMuted } from '../shared/shared.styles';
import { usePending } from '../shared/usePending';
import { usePinCheck } from '../shared/usePinCheck';
import { StyledPaymentPasswordForm } from './PaymentPasswordForm.styles';

export interface PaymentPasswordValues {
  /** The current payment password (change only), as typed. */
  oldPassword?: string;
  /** The new 6-digit payment password, as typed. */
  newPassword: string;
}

export interface PaymentPasswordFormProps {
  /** `set` the first one (new and confirmation) or `change` it (old, new and confirmation). */
  mode: 'set' | 'change';
  /** Saves the password; a promise keeps the form busy until it settles. */
  onSubmit: (values: PaymentPasswordValues) => unknown;
  /** A request the caller runs. @default false */
  busy?: boolean;
  /** The server's answer to the last request. */
  error?: string | null | undefined;
}

/**
 * The 6-digit payment password that confirms withdrawals: set for the first time, or changed with
 * the current one. The confirmation must repeat the new password.
 */
export function PaymentPasswordForm({
  mode,
  onSubmit,
  busy = false,
  error,
}: PaymentPasswordFormProps) {
  const { t } = useLingui();
  const headingId = useId();
  const errorId = useId();
  const checkPin = usePinCheck();
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { pending, run } = usePending(onSubmit, busy);
  const change = mode === 'change';

  return (
    <StyledPaymentPasswordForm aria-labelledby={headingId}>
      <StyledHeading id={headingId}>
        {change ? t`Change payment password` : t`Set payment password`}
      </StyledHeading>
      <StyledMuted>{t`You enter this 6-digit password to confirm each withdrawal.`}</StyledMuted>
      <Form
        aria-labelledby={headingId}
        aria-describedby={error ? errorId : undefined}
        onValidSubmit={() => run(change ? { oldPassword, newPassword } : { newPassword })}
      >
        {change && (
          <PasswordField
            name="oldPassword"
            label={t`Current payment password`}
            required
            autoComplete="current-password"
            value={oldPassword}
            onValueChange={setOldPassword}
            validate={checkPin}
          />
        )}
        <PasswordField
          name="newPassword"
          label={t`New payment password`}
          required
          hint={t`6 digits`}
          autoComplete="new-password"
          value={newPassword}
          onValueChange={setNewPassword}
          validate={(value) =>
            checkPin(value) ??
            (change && value === oldPassword
              ? t`Choose a password different from the current one`
              : null)
          }
        />
        <PasswordField
          name="confirmPassword"
          label={t`Confirm payment password`}
          required
          autoComplete="new-password"
          value={confirmation}
          onValueChange={setConfirmation}
          validate={(value) =>
            value === newPassword
              ? null
              : t`Inconsistent password: the confirmation does not match the new password`
          }
        />
        <FormError error={error} id={errorId} />
        <Button type="submit" loading={pending}>
          {t`Save`}
        </Button>
        <BusyStatus busy={pending} />
      </Form>
    </StyledPaymentPasswordForm>
  );
}
PaymentPasswordForm.displayName = 'PaymentPasswordForm';
