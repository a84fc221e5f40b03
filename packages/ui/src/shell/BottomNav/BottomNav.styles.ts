import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';
import { WIDE } from '../../primitives/breakpoints';

/** The bar's height above the safe area; the page leaves this much room at its end. */
export const BOTTOM_NAV_HEIGHT = '3.5rem';

export const StyledBar = styled.nav.attrs<DataUi>({ 'data-ui': 'BottomNav' })`
  position: fixed;
  inset-inline: 0;
  inset-block-end: 0;
  z-index: 850;
  padding-block-end: env(safe-area-inset-bottom, 0px);
  border-block-start: 1px solid ${token('border.default')};
  background: ${token('bg.surface')};
  color: ${token('fg.default')};

  ${WIDE} {
    display: none;
  }
`;

export const StyledList = styled.ul.attrs<DataUi>({ 'data-ui': 'BottomNav.List' })`
  display: grid;
  grid-auto-columns: minmax(0, 1fr);
  grid-auto-flow: column;
  block-size: ${BOTTOM_NAV_HEIGHT};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledItem = styled.a.attrs<DataUi>({ 'data-ui': 'BottomNav.Item' })`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  block-size: 100%;
  inline-size: 100%;
  padding: 0 ${token('space.1')};
  border: 0;
  background: transparent;
  color: ${token('fg.muted')};
  font: inherit;
  font-size: 0.6875rem;
  font-weight: 600;
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;

  & > svg {
    flex: none;
    inline-size: 1.375rem;
    block-size: 1.375rem;
  }

  /* A long label (PROMOTIONS in some languages) takes two lines rather than losing its end. */
  & > span {
    display: -webkit-box;
    max-inline-size: 100%;
    overflow: hidden;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    line-clamp: 2;
    line-height: 1.1;
    text-align: center;
    overflow-wrap: anywhere;
  }

  &[aria-current='page'] {
    color: ${token('fg.link')};
  }

  @media (hover: hover) {
    &:hover {
      color: ${token('fg.default')};
    }
  }

  &:focus-visible {
    outline: 2px solid ${token('border.focus')};
    outline-offset: -2px;
  }
`;
