import type { DataUi } from '../../primitives/dataUi';
import { css, styled } from 'styled-components';
import { token } from '@lobby/theme';

export const StyledField = styled.div.attrs<DataUi>({ 'data-ui': 'Field' })`
  display: flex;
  flex-direction: column;
  gap: ${token('space.1')};
  min-width: 0;
`;

export const StyledLabel = styled.label.attrs<DataUi>({ 'data-ui': 'Field.Label' })`
  color: ${token('fg.default')};
  font-weight: 600;
  font-size: 0.9375rem;
`;

export const StyledRequired = styled.span.attrs<DataUi>({
  'data-ui': 'Field.Required',
  'aria-hidden': true,
})`
  margin-inline-start: ${token('space.1')};
  color: ${token('fg.danger')};
`;

export const StyledHint = styled.p.attrs<DataUi>({ 'data-ui': 'Field.Hint' })`
  margin: 0;
  color: ${token('fg.muted')};
  font-size: 0.875rem;
`;

export const StyledError = styled.p.attrs<DataUi>({ 'data-ui': 'Field.Error' })`
  margin: 0;
  color: ${token('fg.danger')};
  font-size: 0.875rem;
  font-weight: 600;

  &:empty {
    display: none;
  }
`;

/** The look every text-like control shares (input, textarea, the phone number). */
export const controlStyles = css`
  box-sizing: border-box;
  width: 100%;
  min-height: 2.5rem;
  padding: ${token('space.2')} ${token('space.3')};
  border: 1px solid ${token('border.emphasis')};
  border-radius: ${token('radius.md')};
  background: ${token('bg.surface')};
  color: ${token('fg.default')};
  font: inherit;

  &::placeholder {
    color: ${token('fg.muted')};
  }

  &:focus-visible {
    outline: 2px solid ${token('border.focus')};
    outline-offset: 1px;
  }

  &[aria-invalid='true'] {
    border-color: ${token('fg.danger')};
    border-width: 2px;
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

export const StyledInput = styled.input.attrs<DataUi>({ 'data-ui': 'Field.Input' })`
  ${controlStyles}
`;

/** A control with a button inside its inline-end edge (password toggle, send code). */
export const StyledInputGroup = styled.div.attrs<DataUi>({ 'data-ui': 'Field.InputGroup' })`
  display: flex;
  align-items: stretch;
  gap: ${token('space.2')};

  & > input {
    flex: 1;
    min-width: 0;
  }
`;

/** A square icon button that sits beside a control; 2.5rem keeps it above the 24 px target. */
export const StyledIconButton = styled.button.attrs<DataUi>({
  'data-ui': 'Field.IconButton',
  type: 'button',
})`
  display: inline-grid;
  place-items: center;
  flex: none;
  min-width: 2.5rem;
  min-height: 2.5rem;
  padding: 0;
  border: 1px solid ${token('border.emphasis')};
  border-radius: ${token('radius.md')};
  background: ${token('bg.surface')};
  color: ${token('fg.default')};
  cursor: pointer;

  &[aria-pressed='true'] {
    background: ${token('bg.accentSubtle')};
  }

  &:focus-visible {
    outline: 2px solid ${token('border.focus')};
    outline-offset: 2px;
  }

  & svg {
    width: 1.25rem;
    height: 1.25rem;
  }
`;
