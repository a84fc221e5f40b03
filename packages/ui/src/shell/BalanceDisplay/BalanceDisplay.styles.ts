import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';

export const StyledBalance = styled.div.attrs<DataUi>({ 'data-ui': 'BalanceDisplay' })`
  display: inline-flex;
  align-items: center;
  gap: ${token('space.1')};
  min-width: 0;
`;

export const StyledLabel = styled.span.attrs<DataUi>({ 'data-ui': 'BalanceDisplay.Label' })`
  color: ${token('fg.muted')};
  font-size: 0.875rem;
`;

/** The amount: a button when it can refresh, so the whole figure is the target. */
export const StyledAmount = styled.button.attrs<DataUi>({
  'data-ui': 'BalanceDisplay.Amount',
  type: 'button',
})`
  display: inline-flex;
  align-items: center;
  gap: ${token('space.1')};
  min-height: 2rem;
  /* Wide enough for a typical amount, so the skeleton keeps the bar from moving. */
  min-width: 6rem;
  padding-inline: ${token('space.2')};
  border: 1px solid transparent;
  border-radius: ${token('radius.md')};
  background: transparent;
  color: ${token('fg.default')};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  @media (hover: hover) {
    &:hover:not([aria-disabled='true']) {
      background: ${token('bg.sunken')};
    }
  }

  &:focus-visible {
    outline: 2px solid ${token('border.focus')};
    outline-offset: 2px;
  }

  &[aria-disabled='true'] {
    cursor: progress;
  }
`;

export const StyledStatic = styled.span.attrs<DataUi>({ 'data-ui': 'BalanceDisplay.Amount' })`
  display: inline-flex;
  align-items: center;
  min-height: 2rem;
  padding-inline: ${token('space.2')};
  font-weight: 600;
`;

export const StyledIcon = styled.svg.attrs<DataUi>({
  'data-ui': 'BalanceDisplay.Icon',
  'aria-hidden': true,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
})`
  flex: none;
  width: 1rem;
  height: 1rem;
  color: ${token('fg.muted')};
`;
