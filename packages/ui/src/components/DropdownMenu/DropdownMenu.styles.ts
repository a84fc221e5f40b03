import type { DataUi } from '../../primitives/dataUi';
import { css, keyframes, styled } from 'styled-components';
import { token } from '@lobby/theme';
import { DropdownMenuPrimitive } from '../../primitives/radix';

const appear = keyframes`
  from { opacity: 0; transform: translateY(-4px); }
  to { opacity: 1; transform: none; }
`;

export const StyledContent = styled(DropdownMenuPrimitive.Content).attrs<DataUi>({
  'data-ui': 'DropdownMenu.Content',
})`
  z-index: 1000;
  min-width: 12rem;
  max-height: var(--radix-dropdown-menu-content-available-height);
  overflow-y: auto;
  padding: ${token('space.1')};
  border: 1px solid ${token('border.default')};
  border-radius: ${token('radius.md')};
  background: ${token('bg.raised')};
  color: ${token('fg.default')};
  box-shadow: ${token('shadow.overlay')};
  transform-origin: var(--radix-dropdown-menu-content-transform-origin);
  animation: ${appear} 120ms ease-out;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const item = css`
  display: flex;
  align-items: center;
  gap: ${token('space.2')};
  min-height: 2.5rem;
  padding-inline: ${token('space.3')};
  border-radius: ${token('radius.sm')};
  color: ${token('fg.default')};
  font: inherit;
  text-decoration: none;
  cursor: pointer;
  user-select: none;
  outline: none;

  &[data-highlighted] {
    background: ${token('bg.accentSubtle')};
    outline: 2px solid ${token('border.focus')};
    outline-offset: -2px;
  }

  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

export const StyledItem = styled(DropdownMenuPrimitive.Item).attrs<DataUi>({
  'data-ui': 'DropdownMenu.Item',
})`
  ${item}
`;

export const StyledLink = styled.a.attrs<DataUi>({ 'data-ui': 'DropdownMenu.LinkItem' })`
  ${item}
`;

export const StyledLabel = styled(DropdownMenuPrimitive.Label).attrs<DataUi>({
  'data-ui': 'DropdownMenu.Label',
})`
  padding: ${token('space.2')} ${token('space.3')} ${token('space.1')};
  color: ${token('fg.muted')};
  font-size: 0.875rem;
  font-weight: 600;
`;

export const StyledSeparator = styled(DropdownMenuPrimitive.Separator).attrs<DataUi>({
  'data-ui': 'DropdownMenu.Separator',
})`
  height: 1px;
  margin-block: ${token('space.1')};
  background: ${token('border.default')};
`;
