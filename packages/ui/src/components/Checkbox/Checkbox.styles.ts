import type { DataUi } from '../../primitives/dataUi';
import { css, styled } from 'styled-components';
import { token } from '@lobby/theme';

export const StyledRoot = styled.div.attrs<DataUi>({ 'data-ui': 'Checkbox' })`
  display: grid;
  gap: ${token('space.1')};
`;

/** The whole row is the label, so a click on the text toggles too. */
export const StyledLabel = styled.label.attrs<DataUi>({ 'data-ui': 'Checkbox.Label' })<{
  $disabled: boolean;
}>`
  display: inline-flex;
  align-items: flex-start;
  gap: ${token('space.2')};
  min-height: 1.5rem;
  cursor: pointer;
  ${({ $disabled }) =>
    $disabled &&
    css`
      cursor: not-allowed;
      opacity: 0.55;
    `}
`;

/** A 24 px square: the invisible native input fills it, so the target meets WCAG 2.5.8. */
export const StyledControl = styled.span.attrs<DataUi>({ 'data-ui': 'Checkbox.Control' })`
  position: relative;
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 1.5rem;
  height: 1.5rem;
`;

/**
 * The native input stays in the page (focus, keyboard, forms, password managers, screen readers)
 * but transparent over the drawn box; the box reads its state through sibling selectors.
 */
export const StyledInput = styled.input.attrs<DataUi>({ 'data-ui': 'Checkbox.Input' })`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  margin: 0;
  opacity: 0;
  cursor: inherit;
`;

const boxBase = css`
  display: inline-grid;
  place-items: center;
  width: 1.125rem;
  height: 1.125rem;
  border: 2px solid ${token('border.emphasis')};
  background: ${token('bg.surface')};
  color: ${token('fg.onAccent')};
  pointer-events: none;
  transition:
    background-color 120ms ease,
    border-color 120ms ease;

  & > svg {
    width: 100%;
    height: 100%;
    opacity: 0;
  }

  input:focus-visible + & {
    outline: 2px solid ${token('border.focus')};
    outline-offset: 2px;
  }

  input[aria-invalid='true'] + & {
    border-color: ${token('fg.danger')};
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const StyledBox = styled.span.attrs<DataUi>({
  'data-ui': 'Checkbox.Box',
  'aria-hidden': true,
})`
  ${boxBase}
  border-radius: ${token('radius.sm')};

  input:checked + &,
  input:indeterminate + & {
    border-color: ${token('bg.accent')};
    background: ${token('bg.accent')};
  }

  input:checked:not(:indeterminate) + & > [data-part='check'],
  input:indeterminate + & > [data-part='dash'] {
    opacity: 1;
  }
`;

/** The radio's circle shares the box's states; its mark is a dot. */
export const StyledCircle = styled.span.attrs<DataUi>({
  'data-ui': 'Radio.Circle',
  'aria-hidden': true,
})`
  ${boxBase}
  border-radius: 50%;

  &::after {
    content: '';
    width: 0.5rem;
    height: 0.5rem;
    border-radius: 50%;
    background: ${token('bg.accent')};
    transform: scale(0);
    transition: transform 120ms ease;
  }

  input:checked + & {
    border-color: ${token('bg.accent')};
  }

  input:checked + &::after {
    transform: scale(1);
  }

  @media (prefers-reduced-motion: reduce) {
    &::after {
      transition: none;
    }
  }
`;

export const StyledText = styled.span.attrs<DataUi>({ 'data-ui': 'Checkbox.Text' })`
  padding-block: 0.125rem;
  line-height: 1.25rem;
`;

export const StyledDescription = styled.span.attrs<DataUi>({ 'data-ui': 'Checkbox.Description' })`
  padding-inline-start: calc(1.5rem + ${token('space.2')});
  color: ${token('fg.muted')};
  font-size: 0.875rem;
`;
