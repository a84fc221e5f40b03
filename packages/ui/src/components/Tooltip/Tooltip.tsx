import type { ReactElement, ReactNode } from 'react';
import { TooltipPrimitive } from '../../primitives/radix';
import { ThemeScope } from '../../theme/ThemeRoot';
import { StyledArrow, StyledContent } from './Tooltip.styles';

export interface TooltipProps {
  /**
   * The hint. It becomes the trigger's accessible *description*, never its name: an icon button
   * still needs its own `aria-label`.
   */
  content: ReactNode;
  /** One focusable element (a Button or IconButton) the hint belongs to. */
  children: ReactElement;
  /** @default 'top' */
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** @default 'center' */
  align?: 'start' | 'center' | 'end';
  /** Hover delay before showing, in ms; keyboard focus shows it at once. @default 300 */
  delayDuration?: number;
  /** Controlled open state. */
  open?: boolean;
  /** @default false */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * A short hint shown on hover and on keyboard focus; Escape hides it. Carries its own provider,
 * so it works anywhere without setup.
 */
export function Tooltip({
  content,
  children,
  side = 'top',
  align = 'center',
  delayDuration = 300,
  open,
  defaultOpen,
  onOpenChange,
}: TooltipProps) {
  const rootProps = {
    ...(open !== undefined && { open }),
    ...(defaultOpen !== undefined && { defaultOpen }),
    ...(onOpenChange && { onOpenChange }),
  };
  return (
    <TooltipPrimitive.Provider delayDuration={delayDuration}>
      <TooltipPrimitive.Root {...rootProps}>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <ThemeScope>
            <StyledContent side={side} align={align} sideOffset={6} collisionPadding={8}>
              {content}
              <StyledArrow width={10} height={5} />
            </StyledContent>
          </ThemeScope>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
Tooltip.displayName = 'Tooltip';
