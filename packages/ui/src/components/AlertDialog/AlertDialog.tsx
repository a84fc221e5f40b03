import { useRef, useState, type ReactElement, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { DIALOG_GENERIC_WIDTH, type ModalSize } from '@lobby/core';
import { Button } from '../Button';
import type { ButtonVariant } from '../Button';
import { Dialog } from '../Dialog';
import { StyledActions, StyledBody } from './AlertDialog.styles';

export interface AlertDialogProps {
  /** Controlled open state. */
  open?: boolean;
  /** Open state on first render when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called with `false` when it closes (the button, or Escape when allowed). */
  onOpenChange?: (open: boolean) => void;
  /** An element that opens it; focus returns there on close. */
  trigger?: ReactElement;
  /** The warning's heading ("A real account is needed"). */
  title: ReactNode;
  /** The explanation, read as the dialog's description (phrasing content: it is a `<p>`). */
  message?: ReactNode;
  /** @default the translated "Confirm" */
  confirmLabel?: ReactNode;
  /** @default 'primary' */
  confirmVariant?: ButtonVariant;
  /** Called on the confirm button, before it closes. */
  onConfirm?: () => void;
  /**
   * Escape closes it (without calling `onConfirm`). Turn off only when the user must read and
   * acknowledge. A click on the cover never closes an alert. @default true
   */
  closeOnEscape?: boolean;
  /** As Dialog's width rule. @default 400 (the spec's generic dialog width) */
  width?: ModalSize;
  children?: ReactNode;
}

/**
 * A warning with one confirm button (the spec's "a real account is needed", a failed SMS send):
 * role `alertdialog`, focus starts on the confirm button, the cover does not close it.
 */
export function AlertDialog({
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
  title,
  message,
  confirmLabel,
  confirmVariant = 'primary',
  onConfirm,
  closeOnEscape = true,
  width = DIALOG_GENERIC_WIDTH,
  children,
}: AlertDialogProps) {
  const { t } = useLingui();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const [innerOpen, setInnerOpen] = useState(defaultOpen);
  const isOpen = open ?? innerOpen;
  const setOpen = (next: boolean) => {
    if (open === undefined) setInnerOpen(next);
    onOpenChange?.(next);
  };
  return (
    <Dialog
      open={isOpen}
      onOpenChange={setOpen}
      {...(trigger && { trigger })}
      title={title}
      {...(message != null && { description: message })}
      role="alertdialog"
      width={width}
      height={0}
      clickToClose={false}
      closeOnEscape={closeOnEscape}
      hideCloseButton
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        confirmRef.current?.focus();
      }}
    >
      <StyledBody>
        {children}
        <StyledActions>
          <Button
            ref={confirmRef}
            variant={confirmVariant}
            onClick={() => {
              onConfirm?.();
              setOpen(false);
            }}
          >
            {confirmLabel ?? t`Confirm`}
          </Button>
        </StyledActions>
      </StyledBody>
    </Dialog>
  );
}
AlertDialog.displayName = 'AlertDialog';
