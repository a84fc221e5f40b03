import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';
import { TabsPrimitive } from '../../primitives/radix';

export const StyledRoot = styled(TabsPrimitive.Root).attrs<DataUi>({ 'data-ui': 'Tabs.Root' })`
  display: flex;
  flex-direction: column;
  gap: ${token('space.3')};
`;

/** Holds the tab list between its scroll arrows; the arrows are not part of the tablist. */
export const StyledListFrame = styled.div.attrs<DataUi>({ 'data-ui': 'Tabs.ListFrame' })`
  display: flex;
  align-items: center;
  gap: ${token('space.1')};
  min-width: 0;
  border-block-end: 1px solid ${token('border.default')};
`;

export const StyledList = styled(TabsPrimitive.List).attrs<DataUi>({ 'data-ui': 'Tabs.List' })`
  display: flex;
  flex: 1;
  gap: ${token('space.1')};
  min-width: 0;
  overflow-x: auto;
  scrollbar-width: thin;
`;

export const StyledTrigger = styled(TabsPrimitive.Trigger).attrs<DataUi>({
  'data-ui': 'Tabs.Trigger',
})`
  flex: none;
  min-height: 2.5rem;
  padding: ${token('space.2')} ${token('space.4')};
  border: 0;
  border-block-end: 2px solid transparent;
  background: transparent;
  color: ${token('fg.muted')};
  font: inherit;
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;

  @media (hover: hover) {
    &:hover:not(:disabled) {
      color: ${token('fg.default')};
    }
  }

  &[data-state='active'] {
    color: ${token('fg.default')};
    border-block-end-color: ${token('border.focus')};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }

  &:focus-visible {
    outline: 2px solid ${token('border.focus')};
    outline-offset: -2px;
  }
`;

export const StyledContent = styled(TabsPrimitive.Content).attrs<DataUi>({
  'data-ui': 'Tabs.Content',
})`
  &:focus-visible {
    outline: 2px solid ${token('border.focus')};
    outline-offset: 2px;
  }
`;
