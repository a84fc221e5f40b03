import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';

export const StyledImageButton = styled.button.attrs<DataUi>({
  'data-ui': 'CaptchaField.Image',
  type: 'button',
})`
  flex: none;
  display: inline-grid;
  place-items: center;
  min-width: 6.5rem;
  min-height: 2.5rem;
  padding: 0;
  border: 1px solid ${token('border.emphasis')};
  border-radius: ${token('radius.md')};
  background: ${token('bg.surface')};
  cursor: pointer;
  overflow: hidden;

  & img {
    display: block;
    width: 6.5rem;
    height: 2.5rem;
    object-fit: cover;
  }

  &:focus-visible {
    outline: 2px solid ${token('border.focus')};
    outline-offset: 2px;
  }
`;

export const StyledAlternative = styled.button.attrs<DataUi>({
  'data-ui': 'CaptchaField.Alternative',
  type: 'button',
})`
  align-self: flex-start;
  min-height: 1.5rem;
  padding: 0;
  border: 0;
  background: none;
  color: ${token('fg.link')};
  font: inherit;
  font-size: 0.875rem;
  text-decoration: underline;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${token('border.focus')};
    outline-offset: 2px;
  }
`;
