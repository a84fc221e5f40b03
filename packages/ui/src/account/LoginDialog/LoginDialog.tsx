import type { ReactElement, ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Dialog } from '../../components/Dialog';
import { useControllable } from '../../fields/Field/useControllable';
import { LoginForm, type LoginFormProps } from '../LoginForm';
import { ACCOUNT_DIALOG_WIDTH } from '../shared/dialogWidth';
import { StyledBanner, StyledLinkButton, StyledPrompt } from '../shared/shared.styles';
import { useReturnFocus } from '../../primitives/useReturnFocus';
import { StyledBody } from './LoginDialog.styles';

export interface LoginDialogProps extends Omit<LoginFormProps, 'layout'> {
  /** Controlled open state. */
  open?: boolean;
  /** @default false */
  defaultOpen?: boolean;
  /** Called with `false` however it closes (close button, Escape, a click on the cover). */
  onOpenChange?: (open: boolean) => void;
  /** An element (a Button) that opens it; focus returns there on close. */
  trigger?: ReactElement;
  /** The site's login banner (the spec's w_reg group), above the form. */
  banner?: ReactNode;
}

/**
 * The login popup: the title with a link to register (when direct registration is enabled), the
 * banner, and the login form in its full layout with the error under it. Focus starts in the
 * first field, stays inside, and returns to the opener on close; Escape closes.
 */
export function LoginDialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  banner,
  directRegisterEnabled = false,
  onRegister,
  ...form
}: LoginDialogProps) {
  const { t } = useLingui();
  const [isOpen, setOpen] = useControllable(open, defaultOpen ?? false, onOpenChange);
  const onOpenAutoFocus = useReturnFocus(isOpen, { focusFirstField: true });
  return (
    <Dialog
      title={t`Log in`}
      width={ACCOUNT_DIALOG_WIDTH}
      height={0}
      open={isOpen}
      onOpenChange={setOpen}
      onOpenAutoFocus={onOpenAutoFocus}
      {...(trigger && { trigger })}
    >
      <StyledBody>
        {directRegisterEnabled && onRegister && (
          <StyledPrompt>
            {t`No account yet?`}
            <StyledLinkButton onClick={onRegister}>{t`Register`}</StyledLinkButton>
          </StyledPrompt>
        )}
        {banner && <StyledBanner>{banner}</StyledBanner>}
        {/* The register link sits under the title, so the form does not repeat it. */}
        <LoginForm {...form} layout="full" />
      </StyledBody>
    </Dialog>
  );
}
LoginDialog.displayName = 'LoginDialog';
