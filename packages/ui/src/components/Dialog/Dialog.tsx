import type { CSSProperties, ReactElement, ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  MODAL_DEFAULT_HEIGHT,
  MODAL_DEFAULT_WIDTH,
  resolveModalSize,
  type ModalSize,
} from '@lobby/core';
import { DialogPrimitive } from '../../primitives/radix';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { ThemeScope } from '../../theme/ThemeRoot';
import {
  StyledBody,
  StyledClose,
  StyledContent,
  StyledDescription,
  StyledHeader,
  StyledOverlay,
  StyledTitle,
} from './Dialog.styles';

export interface DialogProps {
  /** Controlled open state. */
  open?: boolean;
  /** Open state on first render when uncontrolled. @default false */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /**
   * An element (usually a Button) that opens the dialog; focus returns to it on close. A dialog
   * opened otherwise returns focus with `useReturnFocus`.
   */
  trigger?: ReactElement;
  /** The dialog's accessible name; always present, visually hidden with `hideTitle`. */
  title: ReactNode;
  /** @default false */
  hideTitle?: boolean;
  description?: ReactNode;
  /**
   * A non-negative number (pixels), or a percentage or pixel string; anything else falls back to
   * the default. @default 600
   */
  width?: ModalSize;
  /** Same rule as `width`. @default 300 */
  height?: ModalSize;
  /**
   * When on, Escape and a click on the cover close the dialog; when off, only an explicit action
   * does (the spec's click-to-close switch). @default true
   */
  clickToClose?: boolean;
  /**
   * Whether Escape closes the dialog, apart from the cover: a confirm dialog whose cover click is
   * off still closes on Escape. @default the value of `clickToClose`
   */
  closeOnEscape?: boolean;
  /** @default false */
  hideCloseButton?: boolean;
  /**
   * `sheet`: a full-height panel at the inline end (a site's menu). On a phone every dialog but an
   * alert dialog is a sheet of the whole screen anyway. @default 'center'
   */
  variant?: 'center' | 'sheet';
  /**
   * `alertdialog` for a warning that interrupts the user and needs an answer (ARIA's alert dialog).
   * @default 'dialog'
   */
  role?: 'dialog' | 'alertdialog';
  /**
   * Called when the dialog opens and is about to move focus in; `event.preventDefault()` and focus
   * another element to choose where focus lands (an alert dialog focuses its confirm button).
   */
  onOpenAutoFocus?: (event: Event) => void;
  children?: ReactNode;
}

export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  hideTitle = false,
  description,
  width = MODAL_DEFAULT_WIDTH,
  height = MODAL_DEFAULT_HEIGHT,
  clickToClose = true,
  closeOnEscape = clickToClose,
  hideCloseButton = false,
  variant = 'center',
  role = 'dialog',
  onOpenAutoFocus,
  children,
}: DialogProps) {
  const { t } = useLingui();
  const size = {
    '--dialog-width': resolveModalSize(width, MODAL_DEFAULT_WIDTH),
    '--dialog-height': resolveModalSize(height, MODAL_DEFAULT_HEIGHT),
  } as CSSProperties;
  const stayOpen = (event: Event) => {
    if (!clickToClose) event.preventDefault();
  };
  const escape = (event: KeyboardEvent) => {
    if (!closeOnEscape) event.preventDefault();
  };
  const titleNode = <StyledTitle>{title}</StyledTitle>;
  const rootProps = {
    ...(open !== undefined && { open }),
    ...(defaultOpen !== undefined && { defaultOpen }),
    ...(onOpenChange && { onOpenChange }),
  };

  return (
    <DialogPrimitive.Root {...rootProps}>
      {trigger && <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger>}
      <DialogPrimitive.Portal>
        <ThemeScope>
          <StyledOverlay />
          <StyledContent
            style={size}
            role={role}
            data-variant={variant}
            onEscapeKeyDown={escape}
            onPointerDownOutside={stayOpen}
            onInteractOutside={stayOpen}
            {...(onOpenAutoFocus && { onOpenAutoFocus })}
            {...(description ? {} : { 'aria-describedby': undefined })}
          >
            <StyledHeader>
              {hideTitle ? <VisuallyHidden>{titleNode}</VisuallyHidden> : titleNode}
              {!hideCloseButton && (
                <DialogPrimitive.Close asChild>
                  <StyledClose aria-label={t`Close`}>
                    <span aria-hidden="true">×</span>
                  </StyledClose>
                </DialogPrimitive.Close>
              )}
            </StyledHeader>
            {description && <StyledDescription>{description}</StyledDescription>}
            <StyledBody>{children}</StyledBody>
          </StyledContent>
        </ThemeScope>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
Dialog.displayName = 'Dialog';

/** Wraps an element (a Button) so activating it closes the surrounding dialog. */
export function DialogClose({ children }: { children: ReactElement }) {
  return <DialogPrimitive.Close asChild>{children}</DialogPrimitive.Close>;
}
DialogClose.displayName = 'Dialog.Close';
