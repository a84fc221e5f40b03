import type { DataUi } from '../../primitives/dataUi';
import { css, styled } from 'styled-components';
import { token } from '@lobby/theme';

export const StyledNav = styled.nav.attrs<DataUi>({ 'data-ui': 'Pagination' })`
  display: flex;
  justify-content: center;
`;

export const StyledList = styled.ul.attrs<DataUi>({ 'data-ui': 'Pagination.List' })`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space.1')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const pageButton = css`
  display: inline-grid;
  place-items: center;
  min-width: 2.5rem;
  min-height: 2.5rem;
  padding-inline: ${token('space.2')};
  border: 1px solid ${token('border.default')};
  border-radius: ${token('radius.md')};
  background: ${token('bg.surface')};
  color: ${token('fg.default')};
  font: inherit;
  font-variant-numeric: tabular-nums;
  cursor: pointer;

  @media (hover: hover) {
    &:hover:not(:disabled, [aria-current='page']) {
      background: ${token('bg.sunken')};
    }
  }

  &[aria-current='page'] {
    border-color: transparent;
    background: ${token('bg.accent')};
    color: ${token('fg.onAccent')};
    font-weight: 600;
    cursor: default;
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }

  &:focus-visible {
    outline: 2px solid ${token('border.focus')};
    outline-offset: 2px;
  }
`;

export const StyledPageButton = styled.button.attrs<DataUi>({
  'data-ui': 'Pagination.Page',
  type: 'button',
})`
  ${pageButton}
`;

export const StyledStepButton = styled.button.attrs<DataUi>({
  'data-ui': 'Pagination.Step',
  type: 'button',
})`
  ${pageButton}
  font-size: 1.25rem;
  line-height: 1;
`;

export const StyledEllipsis = styled.span.attrs<DataUi>({
  'data-ui': 'Pagination.Ellipsis',
  'aria-hidden': true,
})`
  display: inline-grid;
  place-items: center;
  min-width: 1.5rem;
  color: ${token('fg.muted')};
`;

export const StyledPager = styled.nav.attrs<DataUi>({ 'data-ui': 'Pager' })`
  display: inline-flex;
  align-items: center;
  gap: ${token('space.3')};
`;

export const StyledPagerStatus = styled.span.attrs<DataUi>({ 'data-ui': 'Pager.Status' })`
  min-width: 6ch;
  text-align: center;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;
