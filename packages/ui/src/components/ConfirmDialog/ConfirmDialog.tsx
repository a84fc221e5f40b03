import { useEffect, useEffectEvent, useState, type ReactElement, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { DIALOG_GENERIC_WIDTH, type ModalSize } from '@lobby/core';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { Button } from '../Button';
import type { ButtonVariant } from '../Button';
import { Dialog } from '../Dialog';
import { StyledActions, StyledBody, StyledCountdown } from './ConfirmDialog.styles';

export interface ConfirmDialogProps {
  /** Controlled open state. */
  open?: boolean;
  /** Open state on first render when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called with `false` however it closes (buttons, cover, Escape, timer). */
  onOpenChange?: (open: boolean) => void;
  /** An element (usually a Button) that opens it; focus returns there on close. */
  trigger?: ReactElement;
  /** The question ("Log out?"). */
  title: ReactNode;
  /** What happens on confirm; read as the dialog's description (phrasing content: it is a `<p>`). */
  message?: ReactNode;
  /** @default the translated "Confirm" */
  confirmLabel?: ReactNode;
  /** @default the translated "Cancel" */
  cancelLabel?: ReactNode;
  /** The confirm button's weight: `danger` for something that cannot be undone. @default 'primary' */
  confirmVariant?: ButtonVariant;
  /**
   * Called on the confirm button. Return a promise to keep the dialog open with a busy confirm
   * button until it settles: it closes when the promise resolves and stays open (ready to retry)
   * when it rejects.
   */
  onConfirm?: () => void | Promise<unknown>;
  /** Called when the user declines: the cancel button, a cover click or Escape. */
  onCancel?: () => void;
  /** Called when `autoCloseMs` runs out. */
  onAutoClose?: () => void;
  /** A click on the cover does not close it (Escape and the buttons still do). @default false */
  disableCoverClose?: boolean;
  /**
   * Closes by itself after this many milliseconds. A visible countdown ticks each second; screen
   * readers hear the time once, not every tick.
   */
  autoCloseMs?: number;
  /** Only the confirm button (an acknowledgement). @default false */
  hideCancel?: boolean;
  /** As Dialog's width rule. @default 400 (the spec's generic dialog width) */
  width?: ModalSize;
  /** Extra content between the message and the buttons. */
  children?: ReactNode;
}

/**
 * The whole seconds left, counted down once a second. Only this small part re-renders; the close
 * itself runs on the dialog's single timer.
 */
function Countdown({ ms }: { ms: number }) {
  const { t } = useLingui();
  const [seconds, setSeconds] = useState(Math.ceil(ms / 1000));
  useEffect(() => {
    const id = setInterval(() => setSeconds((left) => Math.max(0, left - 1)), 1000);
    return () => clearInterval(id);
  }, []);
  // aria-hidden: a number changing every second is noise to a screen reader.
  return <StyledCountdown aria-hidden="true">{t`Closes in ${seconds} s`}</StyledCountdown>;
}

/**
 * A question with confirm and cancel buttons, built on Dialog (focus trap, Escape, portal re-rooted
 * in the theme). Closes on a button, on a cover click unless `disableCoverClose`, on Escape, or
 * after `autoCloseMs`.
 */
export function ConfirmDialog({
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
  title,
  message,
  confirmLabel,
  cancelLabel,
  confirmVariant = 'primary',
  onConfirm,
  onCancel,
  onAutoClose,
  disableCoverClose = false,
  autoCloseMs,
  hideCancel = false,
  width = DIALOG_GENERIC_WIDTH,
  children,
}: ConfirmDialogProps) {
  const { t } = useLingui();
  const [innerOpen, setInnerOpen] = useState(defaultOpen);
  const [pending, setPending] = useState(false);
  const isOpen = open ?? innerOpen;

  const setOpen = (next: boolean) => {
    if (open === undefined) setInnerOpen(next);
    onOpenChange?.(next);
  };

  // Radix reports closes from Escape and the cover here; the buttons call setOpen themselves.
  const handleOpenChange = (next: boolean) => {
    if (pending) return;
    if (!next) onCancel?.();
    setOpen(next);
  };

  const cancel = () => {
    if (pending) return;
    onCancel?.();
    setOpen(false);
  };

  const confirm = async () => {
    if (pending) return;
    const result = onConfirm?.();
    if (!(result instanceof Promise)) {
      setOpen(false);
      return;
    }
    setPending(true);
    try {
      await result;
      setPending(false);
      setOpen(false);
    } catch {
      // The caller shows why; the dialog stays so the user can retry or cancel.
      setPending(false);
    }
  };

  const expire = useEffectEvent(() => {
    if (pending) return;
    onAutoClose?.();
    setOpen(false);
  });

  const timed = isOpen && autoCloseMs !== undefined && autoCloseMs > 0 && !pending;
  useEffect(() => {
    if (!timed) return;
    const id = setTimeout(expire, autoCloseMs);
    return () => clearTimeout(id);
  }, [timed, autoCloseMs]);

  const autoCloseSeconds = autoCloseMs !== undefined ? Math.ceil(autoCloseMs / 1000) : 0;

  return (
    <Dialog
      open={isOpen}
      onOpenChange={handleOpenChange}
      {...(trigger && { trigger })}
      title={title}
      {...(message != null && { description: message })}
      width={width}
      height={0}
      clickToClose={!disableCoverClose && !pending}
      closeOnEscape={!pending}
      hideCloseButton
    >
      <StyledBody>
        {children}
        {timed && (
          <>
            <VisuallyHidden>{t`This dialog closes by itself in ${autoCloseSeconds} seconds.`}</VisuallyHidden>
            <Countdown ms={autoCloseMs ?? 0} />
          </>
        )}
        <StyledActions>
          {!hideCancel && (
            <Button variant="secondary" onClick={cancel} disabled={pending}>
              {cancelLabel ?? t`Cancel`}
            </Button>
          )}
          <Button variant={confirmVariant} loading={pending} onClick={() => void confirm()}>
            {confirmLabel ?? t`Confirm`}
          </Button>
        </StyledActions>
      </StyledBody>
    </Dialog>
  );
}
ConfirmDialog.displayName = 'ConfirmDialog';
