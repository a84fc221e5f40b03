import { css } from 'styled-components';
import { token } from '@lobby/theme';

/** A row of pressed/unpressed pill buttons (the theme switch, the login mode switch). */
export const segmentedGroupStyles = css`
  display: inline-flex;
  padding: 2px;
  border: 1px solid ${token('border.emphasis')};
  border-radius: ${token('radius.full')};
  background: ${token('bg.surface')};
`;

/** One option of the row: `aria-pressed="true"` marks the chosen one. */
export const segmentedOptionStyles = css`
  min-height: 2rem;
  padding-inline: ${token('space.3')};
  border: 0;
  border-radius: ${token('radius.full')};
  background: transparent;
  color: ${token('fg.default')};
  font: inherit;
  font-size: 0.875rem;
  cursor: pointer;

  &[aria-pressed='true'] {
    background: ${token('bg.accent')};
    color: ${token('fg.onAccent')};
  }

  &:focus-visible {
    outline: 2px solid ${token('border.focus')};
    outline-offset: 2px;
  }
`;
