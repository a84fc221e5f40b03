import type { DataUi } from '../../primitives/dataUi';
import { keyframes, styled } from 'styled-components';
import { token } from '@lobby/theme';
import { TooltipPrimitive } from '../../primitives/radix';

const appear = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

export const StyledContent = styled(TooltipPrimitive.Content).attrs<DataUi>({
  'data-ui': 'Tooltip.Content',
})`
  z-index: 1100;
  max-width: min(18rem, calc(100vw - 1rem));
  padding: ${token('space.1')} ${token('space.2')};
  border: 1px solid ${token('border.emphasis')};
  border-radius: ${token('radius.sm')};
  background: ${token('bg.raised')};
  color: ${token('fg.default')};
  box-shadow: ${token('shadow.raised')};
  font-size: 0.875rem;
  line-height: 1.4;
  animation: ${appear} 100ms ease-out;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const StyledArrow = styled(TooltipPrimitive.Arrow).attrs<DataUi>({
  'data-ui': 'Tooltip.Arrow',
})`
  fill: ${token('border.emphasis')};
`;
