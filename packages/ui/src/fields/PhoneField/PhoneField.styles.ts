import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';
import { controlStyles } from '../Field/Field.styles';

export const StyledRow = styled.div.attrs<DataUi>({ 'data-ui': 'PhoneField.Row' })`
  display: flex;
  align-items: stretch;
  gap: ${token('space.2')};

  & > input {
    flex: 1;
    min-width: 0;
  }
`;

export const StyledPicker = styled.div.attrs<DataUi>({ 'data-ui': 'PhoneField.Picker' })`
  position: relative;
  flex: none;
`;

export const StyledCountryButton = styled.button.attrs<DataUi>({
  'data-ui': 'PhoneField.Country',
  type: 'button',
})`
  display: inline-flex;
  align-items: center;
  gap: ${token('space.1')};
  min-height: 2.5rem;
  height: 100%;
  padding-inline: ${token('space.3')};
  border: 1px solid ${token('border.emphasis')};
  border-radius: ${token('radius.md')};
  background: ${token('bg.surface')};
  color: ${token('fg.default')};
  font: inherit;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${token('border.focus')};
    outline-offset: 2px;
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

export const StyledChevron = styled.span.attrs<DataUi>({
  'data-ui': 'PhoneField.Chevron',
  'aria-hidden': true,
})`
  color: ${token('fg.muted')};
  font-size: 0.75rem;
`;

export const StyledPopup = styled.div.attrs<DataUi>({ 'data-ui': 'PhoneField.Popup' })`
  position: absolute;
  inset-block-start: calc(100% + ${token('space.1')});
  inset-inline-start: 0;
  z-index: 20;
  display: flex;
  flex-direction: column;
  gap: ${token('space.2')};
  width: min(20rem, calc(100vw - 2rem));
  padding: ${token('space.2')};
  border: 1px solid ${token('border.default')};
  border-radius: ${token('radius.md')};
  background: ${token('bg.raised')};
  box-shadow: ${token('shadow.overlay')};
`;

export const StyledSearch = styled.input.attrs<DataUi>({ 'data-ui': 'PhoneField.Search' })`
  ${controlStyles}
`;

export const StyledList = styled.ul.attrs<DataUi>({ 'data-ui': 'PhoneField.List' })`
  max-height: 15rem;
  margin: 0;
  padding: 0;
  overflow-y: auto;
  list-style: none;
`;

export const StyledOption = styled.li.attrs<DataUi>({ 'data-ui': 'PhoneField.Option' })`
  display: flex;
  align-items: center;
  gap: ${token('space.2')};
  min-height: 2.25rem;
  padding-inline: ${token('space.2')};
  border-radius: ${token('radius.sm')};
  color: ${token('fg.default')};
  cursor: pointer;

  &[aria-selected='true'] {
    font-weight: 600;
  }

  &[data-active='true'] {
    background: ${token('bg.accentSubtle')};
    outline: 2px solid ${token('border.focus')};
    outline-offset: -2px;
  }

  @media (hover: hover) {
    &:hover {
      background: ${token('bg.accentSubtle')};
    }
  }
`;

export const StyledDial = styled.span.attrs<DataUi>({ 'data-ui': 'PhoneField.Dial' })`
  margin-inline-start: auto;
  color: ${token('fg.muted')};
`;

export const StyledEmpty = styled.p.attrs<DataUi>({ 'data-ui': 'PhoneField.Empty' })`
  margin: 0;
  padding: ${token('space.2')};
  color: ${token('fg.muted')};
`;
