import { useLingui } from '@lingui/react/macro';
import { AlertDialog } from '@lobby/ui';
import { formatInstant } from '../../data/formatInstant';
import type { ProtectionNotice } from '../account/dialogs.atoms';

/**
 * Why the session just ended (issue 30): a break the player took, with until when (shown with the
 * time zone) and that it cannot be ended early; or the session-time limit reached. The player has
 * been logged out already; the dialog only tells them.
 */
export function ProtectionNoticeDialog({
  notice,
  onClose,
}: {
  notice: ProtectionNotice;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const close = (open: boolean) => {
    if (!open) onClose();
  };
  if (notice.notice === 'sessionLimit') {
    const { minutes } = notice;
    return (
      <AlertDialog
        open
        onOpenChange={close}
        title={t`Session time limit reached`}
        message={
          minutes === null
            ? t`You have reached your session time limit, so you have been logged out. Log in again to start a new session.`
            : t`You have reached your session time limit of ${minutes} minutes, so you have been logged out. Log in again to start a new session.`
        }
        confirmLabel={t`OK`}
      />
    );
  }
  const until = notice.until === null ? null : formatInstant(i18n.locale, notice.until);
  const message =
    until === null
      ? t`You have been logged out. Your account is self-excluded permanently.`
      : notice.breakKind === 'selfExclusion'
        ? t`You have been logged out. Your account is self-excluded until ${until}, and this cannot be ended early.`
        : t`You have been logged out. Your break lasts until ${until}, and it cannot be ended early.`;
  return (
    <AlertDialog
      open
      onOpenChange={close}
      title={
        notice.breakKind === 'selfExclusion' ? t`Self-exclusion started` : t`Your break has started`
      }
      message={message}
      confirmLabel={t`OK`}
    />
  );
}
