import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';

export const StyledField = styled.div.attrs<DataUi>({ 'data-ui': 'LanguageSwitch' })`
  display: inline-flex;
  align-items: center;
  gap: ${token('space.2')};
`;

export const StyledLabel = styled.label.attrs<DataUi>({ 'data-ui': 'LanguageSwitch.Label' })`
  color: ${token('fg.muted')};
  font-size: 0.875rem;
`;

export const StyledSelect = styled.select.attrs<DataUi>({ 'data-ui': 'LanguageSwitch.Select' })`
  /* A definite width and no automatic minimum: sized to its content, the select would lay out
     every option's native name at the first paint, loading a fallback font for each of a dozen
     scripts (over 100 ms of layout on a phone). A flex item's automatic minimum is its content's
     size too, so the minimum is set to 0. 11rem holds the longest name, "Português (Brasil)". */
  inline-size: 11rem;
  min-inline-size: 0;
  max-inline-size: 100%;
  min-height: 2.25rem;
  padding-inline: ${token('space.3')};
  border: 1px solid ${token('border.emphasis')};
  border-radius: ${token('radius.md')};
  background: ${token('bg.surface')};
  color: ${token('fg.default')};
  font: inherit;
  font-size: 0.875rem;

  &:focus-visible {
    outline: 2px solid ${token('border.focus')};
    outline-offset: 2px;
  }

  &:disabled {
    opacity: 0.55;
  }
`;
