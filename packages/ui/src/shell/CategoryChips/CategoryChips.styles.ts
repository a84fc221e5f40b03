import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';

export const StyledChips = styled.nav.attrs<DataUi>({ 'data-ui': 'CategoryChips' })`
  min-width: 0;
`;

export const StyledList = styled.ul.attrs<DataUi>({ 'data-ui': 'CategoryChips.List' })`
  display: flex;
  gap: ${token('space.2')};
  /* A fixed height: the row never changes the page's layout, whatever the font. */
  block-size: 3.5rem;
  align-items: center;
  margin: 0;
  padding-inline: ${token('space.3')};
  overflow-x: auto;
  scrollbar-width: none;
  list-style: none;

  &::-webkit-scrollbar {
    display: none;
  }

  & > li {
    flex: none;
  }
`;

export const StyledChip = styled.a.attrs<DataUi>({ 'data-ui': 'CategoryChips.Chip' })`
  display: inline-flex;
  align-items: center;
  block-size: 2.5rem;
  padding-inline: ${token('space.4')};
  border: 1px solid ${token('border.emphasis')};
  border-radius: ${token('radius.full')};
  background: ${token('bg.surface')};
  color: ${token('fg.default')};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;

  @media (hover: hover) {
    &:hover {
      background: ${token('bg.sunken')};
    }
  }

  &[aria-current='page'] {
    border-color: ${token('bg.accent')};
    background: ${token('bg.accent')};
    color: ${token('fg.onAccent')};
  }

  &:focus-visible {
    outline: 2px solid ${token('border.focus')};
    outline-offset: 2px;
  }
`;
