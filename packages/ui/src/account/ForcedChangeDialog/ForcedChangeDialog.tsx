import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { FieldRule } from '@lobby/core';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { Field } from '../../fields/Field';
import { StyledInput } from '../../fields/Field/Field.styles';
import { Form } from '../../fields/Form';
import { PasswordField } from '../../fields/PasswordField';
import { ACCOUNT_DIALOG_WIDTH } from '../shared/dialogWidth';
import { FormError } from '../shared/FormError';
import { StyledActions } from '../shared/shared.styles';
import { submittedText } from '../shared/submittedText';
import { useReturnFocus } from '../../primitives/useReturnFocus';
import { usePendingSubmit } from '../shared/usePendingSubmit';
import { useTextValues } from '../shared/useTextValues';
import { StyledBody } from './ForcedChangeDialog.styles';

/**
 * Why the password changes: it is the well-known default, it has expired, or the member chose to
 * change it (the security centre).
 */
export type ForcedChangeReason = 'default' | 'expired' | 'chosen';

/** What a valid submit hands over: passwords exactly as typed. */
export interface ForcedChangeValues {
  /** Present only when the old password was asked for. */
  oldPassword?: string;
  newPassword: string;
}

export interface ForcedChangeDialogProps {
  open: boolean;
  /** Called with `false` when the member closes it (only when the change is not `required`). */
  onOpenChange?: (open: boolean) => void;
  /** The signed-in user name, shown read-only (and offered to password managers). */
  username: string;
  /** The stored password is unknown: ask for the old one. @default false */
  askOldPassword?: boolean;
  /** The server's password rule, for the new password. */
  passwordRule?: FieldRule;
  /** @default 'default' */
  reason?: ForcedChangeReason;
  /**
   * The change must happen before anything else: no close button, and neither Escape nor a click
   * outside closes it. Signing out stays possible. @default true
   */
  required?: boolean;
  /**
   * Changes the password. While the promise is pending the button is busy and further submits are
   * ignored; on failure every typed value stays and the caller passes the message as `error`.
   */
  onSubmit: (values: ForcedChangeValues) => Promise<unknown>;
  /** A message under the form (the server's answer), announced when it appears. */
  error?: string | null | undefined;
  /** Signs out: the way out of a change the member cannot make now. */
  onSignOut?: () => void;
}

/**
 * The forced password change after a sign-in with the default or an expired password. The user
 * name is read-only; the old password is asked for only when it is unknown; the new one follows
 * the server's rule and must be typed twice the same.
 */
export function ForcedChangeDialog({
  open,
  onOpenChange,
  username,
  askOldPassword = false,
  passwordRule,
  reason = 'default',
  required = true,
  onSubmit,
  error,
  onSignOut,
}: ForcedChangeDialogProps) {
  const { t } = useLingui();
  const onOpenAutoFocus = useReturnFocus(open, { focusFirstField: true });
  const errorId = useId();
  const usernameId = useId();
  const { bind, read } = useTextValues();
  const { pending, submit } = usePendingSubmit(onSubmit);
  const explanation =
    reason === 'expired'
      ? t`Your password has expired. Choose a new one to continue.`
      : reason === 'chosen'
        ? t`Enter your current password, then choose a new one.`
        : t`You are using the default password. Choose a new one to keep your account safe.`;

  return (
    <Dialog
      open={open}
      title={t`Change your password`}
      description={explanation}
      width={ACCOUNT_DIALOG_WIDTH}
      height={0}
      clickToClose={!required}
      hideCloseButton={required}
      onOpenAutoFocus={onOpenAutoFocus}
      {...(onOpenChange && { onOpenChange })}
    >
      <StyledBody>
        <Form
          aria-label={t`Change your password`}
          aria-describedby={error ? errorId : undefined}
          onValidSubmit={(values) =>
            submit({
              ...(askOldPassword && { oldPassword: submittedText(values, 'oldPassword') }),
              newPassword: submittedText(values, 'newPassword'),
            })
          }
        >
          <Field label={t`Username`} id={usernameId}>
            {(control) => (
              // Read-only, not disabled: it stays readable and tells password managers whose
              // password this is.
              <StyledInput
                {...control}
                name="username"
                value={username}
                readOnly
                autoComplete="username"
              />
            )}
          </Field>
          {askOldPassword && (
            <PasswordField
              name="oldPassword"
              label={t`Old password`}
              required
              autoComplete="current-password"
              {...bind('oldPassword')}
            />
          )}
          <PasswordField
            name="newPassword"
            label={t`New password`}
            rule={passwordRule}
            required
            autoComplete="new-password"
            {...bind('newPassword')}
          />
          <PasswordField
            name="confirmPassword"
            label={t`Confirm new password`}
            required
            autoComplete="new-password"
            validate={(value) =>
              value === read('newPassword') ? null : t`The two passwords differ`
            }
            {...bind('confirmPassword')}
          />
          <StyledActions>
            <Button type="submit" loading={pending}>
              {t`Change password`}
            </Button>
            {onSignOut && (
              <Button variant="secondary" onClick={onSignOut}>
                {t`Sign out`}
              </Button>
            )}
          </StyledActions>
        </Form>
        <FormError error={error} id={errorId} />
      </StyledBody>
    </Dialog>
  );
}
ForcedChangeDialog.displayName = 'ForcedChangeDialog';
