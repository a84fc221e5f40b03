import type { DataUi } from '../../primitives/dataUi';
import { css, styled } from 'styled-components';
import { token } from '@lobby/theme';
import { ITEM_SIZE, TOGGLE_WIDTH } from './gutter';

/** Pinned to the inline end of the viewport: the right edge, or the left one right to left. */
export const StyledSideBar = styled.aside.attrs<DataUi>({ 'data-ui': 'SideBar' })<{
  $fixed: boolean;
}>`
  display: flex;
  align-items: center;
  z-index: 20;
  ${({ $fixed }) =>
    $fixed &&
    css`
      position: fixed;
      inset-inline-end: 0;
      inset-block-start: 50%;
      transform: translateY(-50%);
    `}
`;

export const StyledToggle = styled.button.attrs<DataUi>({
  'data-ui': 'SideBar.Toggle',
  type: 'button',
})`
  display: inline-grid;
  place-items: center;
  width: ${TOGGLE_WIDTH};
  min-height: 3rem;
  padding: 0;
  border: 1px solid ${token('border.emphasis')};
  border-inline-end: 0;
  border-start-start-radius: ${token('radius.md')};
  border-end-start-radius: ${token('radius.md')};
  background: ${token('bg.raised')};
  color: ${token('fg.default')};
  cursor: pointer;

  & svg {
    width: 1rem;
    height: 1rem;
    transition: transform 150ms ease;
  }

  /* Open: the chevron points to the inline end (where the bar hides); mirrored right to left. */
  &[aria-expanded='false'] svg {
    transform: scaleX(-1);
  }

  [dir='rtl'] & svg {
    transform: scaleX(-1);
  }

  [dir='rtl'] &[aria-expanded='false'] svg {
    transform: none;
  }

  @media (hover: hover) {
    &:hover {
      background: ${token('bg.sunken')};
    }
  }

  &:focus-visible {
    outline: 2px solid ${token('border.focus')};
    outline-offset: 2px;
  }

  @media (prefers-reduced-motion: reduce) {
    & svg {
      transition: none;
    }
  }
`;

export const StyledList = styled.ul.attrs<DataUi>({ 'data-ui': 'SideBar.List' })`
  display: grid;
  gap: ${token('space.1')};
  margin: 0;
  padding: ${token('space.2')};
  list-style: none;
  border: 1px solid ${token('border.emphasis')};
  border-inline-end: 0;
  border-start-start-radius: ${token('radius.lg')};
  border-end-start-radius: ${token('radius.lg')};
  background: ${token('bg.raised')};
  box-shadow: ${token('shadow.raised')};

  &[hidden] {
    display: none;
  }
`;

export const StyledItem = styled.a.attrs<DataUi>({ 'data-ui': 'SideBar.Item' })`
  display: inline-grid;
  place-items: center;
  width: ${ITEM_SIZE};
  height: ${ITEM_SIZE};
  border: 0;
  border-radius: ${token('radius.full')};
  background: transparent;
  color: ${token('fg.default')};
  font: inherit;
  cursor: pointer;

  & svg {
    width: 1.5rem;
    height: 1.5rem;
  }

  @media (hover: hover) {
    &:hover {
      background: ${token('bg.sunken')};
    }
  }

  &:focus-visible {
    outline: 2px solid ${token('border.focus')};
    outline-offset: 2px;
  }
`;
