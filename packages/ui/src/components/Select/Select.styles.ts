import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';
import {
  fieldBox,
  fieldHeights,
  fieldInvalid,
  focusRing,
  type FieldSize,
} from '../TextInput/TextInput.styles';

export const StyledWrapper = styled.div.attrs<DataUi>({ 'data-ui': 'Select' })`
  position: relative;
  display: inline-flex;
  width: 100%;
`;

export const StyledSelect = styled.select.attrs<DataUi>({ 'data-ui': 'Select.Control' })<{
  $size: FieldSize;
}>`
  ${fieldBox}
  ${({ $size }) => fieldHeights[$size]}
  flex: 1;
  min-width: 0;
  appearance: none;
  padding-inline: ${token('space.3')} ${token('space.7')};
  cursor: pointer;

  &:focus-visible {
    ${focusRing}
  }

  &[aria-invalid='true'] {
    ${fieldInvalid}
  }

  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }

  /* The placeholder reads as a hint until a real option is chosen. */
  &[data-empty='true'] {
    color: ${token('fg.muted')};
  }

  & option {
    color: ${token('fg.default')};
    background: ${token('bg.surface')};
  }
`;

/** The chevron, drawn with borders so it follows the text colour; on the inline end side. */
export const StyledChevron = styled.span.attrs<DataUi>({
  'data-ui': 'Select.Chevron',
  'aria-hidden': true,
})`
  position: absolute;
  inset-block-start: 50%;
  inset-inline-end: ${token('space.3')};
  width: 0.5rem;
  height: 0.5rem;
  border-block-end: 2px solid ${token('fg.muted')};
  border-inline-end: 2px solid ${token('fg.muted')};
  transform: translateY(-70%) rotate(45deg);
  pointer-events: none;
`;
