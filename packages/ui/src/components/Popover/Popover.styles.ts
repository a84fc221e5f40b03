import type { DataUi } from '../../primitives/dataUi';
import { keyframes, styled } from 'styled-components';
import { token } from '@lobby/theme';
import { PopoverPrimitive } from '../../primitives/radix';

const appear = keyframes`
  from { opacity: 0; transform: scale(0.97); }
  to { opacity: 1; transform: none; }
`;

export const StyledContent = styled(PopoverPrimitive.Content).attrs<DataUi>({
  'data-ui': 'Popover.Content',
})`
  z-index: 1000;
  width: max-content;
  max-width: min(22rem, calc(100vw - 1rem));
  max-height: var(--radix-popover-content-available-height);
  overflow-y: auto;
  padding: ${token('space.4')};
  border: 1px solid ${token('border.default')};
  border-radius: ${token('radius.md')};
  background: ${token('bg.raised')};
  color: ${token('fg.default')};
  box-shadow: ${token('shadow.overlay')};
  transform-origin: var(--radix-popover-content-transform-origin);
  animation: ${appear} 120ms ease-out;

  &:focus-visible {
    outline: 2px solid ${token('border.focus')};
    outline-offset: 2px;
  }

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const StyledHeader = styled.div.attrs<DataUi>({ 'data-ui': 'Popover.Header' })`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${token('space.3')};
  margin-block-end: ${token('space.2')};
`;

export const StyledTitle = styled.h2.attrs<DataUi>({ 'data-ui': 'Popover.Title' })`
  margin: 0;
  font-family: ${token('font.heading')};
  font-size: 1rem;
  font-weight: 600;
  line-height: 1.4;
`;

export const StyledClose = styled.button.attrs<DataUi>({
  'data-ui': 'Popover.Close',
  type: 'button',
})`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 2rem;
  height: 2rem;
  margin: calc(-1 * ${token('space.1')});
  margin-inline-start: auto;
  border: 0;
  border-radius: ${token('radius.full')};
  background: transparent;
  color: ${token('fg.muted')};
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;

  @media (hover: hover) {
    &:hover {
      background: ${token('bg.sunken')};
      color: ${token('fg.default')};
    }
  }

  &:focus-visible {
    outline: 2px solid ${token('border.focus')};
    outline-offset: 2px;
  }
`;
