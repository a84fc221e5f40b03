import { useId, type ReactElement, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { PopoverPrimitive } from '../../primitives/radix';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { ThemeScope } from '../../theme/ThemeRoot';
import { StyledClose, StyledContent, StyledHeader, StyledTitle } from './Popover.styles';

export interface PopoverProps {
  /** One element (usually our Button) that toggles the popover; focus returns to it on close. */
  trigger: ReactElement;
  /** The popover's accessible name, shown as its heading unless `hideTitle`. */
  title: ReactNode;
  /** @default false */
  hideTitle?: boolean;
  children?: ReactNode;
  /** Controlled open state. */
  open?: boolean;
  /** Open state on first render when uncontrolled. @default false */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Preferred side of the trigger (flips when there is no room). @default 'bottom' */
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** @default 'center' */
  align?: 'start' | 'center' | 'end';
  /** @default false */
  hideCloseButton?: boolean;
}

/**
 * Non-modal content anchored to a trigger (a QR download block, a balance breakdown). Focus moves
 * into it on open and back to the trigger on close; Escape and an outside click close it.
 */
export function Popover({
  trigger,
  title,
  hideTitle = false,
  children,
  open,
  defaultOpen,
  onOpenChange,
  side = 'bottom',
  align = 'center',
  hideCloseButton = false,
}: PopoverProps) {
  const { t } = useLingui();
  const titleId = useId();
  const rootProps = {
    ...(open !== undefined && { open }),
    ...(defaultOpen !== undefined && { defaultOpen }),
    ...(onOpenChange && { onOpenChange }),
  };
  const titleNode = <StyledTitle id={titleId}>{title}</StyledTitle>;
  return (
    <PopoverPrimitive.Root {...rootProps}>
      <PopoverPrimitive.Trigger asChild>{trigger}</PopoverPrimitive.Trigger>
      <PopoverPrimitive.Portal>
        <ThemeScope>
          <StyledContent
            side={side}
            align={align}
            sideOffset={6}
            collisionPadding={8}
            aria-labelledby={titleId}
          >
            <StyledHeader>
              {hideTitle ? <VisuallyHidden>{titleNode}</VisuallyHidden> : titleNode}
              {!hideCloseButton && (
                <PopoverPrimitive.Close asChild>
                  <StyledClose aria-label={t`Close`}>
                    <span aria-hidden="true">×</span>
                  </StyledClose>
                </PopoverPrimitive.Close>
              )}
            </StyledHeader>
            {children}
          </StyledContent>
        </ThemeScope>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}
Popover.displayName = 'Popover';

/** Wraps an element (a Button) so activating it closes the surrounding popover. */
export function PopoverClose({ children }: { children: ReactElement }) {
  return <PopoverPrimitive.Close asChild>{children}</PopoverPrimitive.Close>;
}
PopoverClose.displayName = 'Popover.Close';
