import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';
import { StyledPanel } from '../shared/shared.styles';

export const StyledDepositForm = styled(StyledPanel).attrs<DataUi>({ 'data-ui': 'DepositForm' })``;

/** The methods as cards: the native radio inside keeps arrow keys and the group's name. */
export const StyledMethods = styled.div.attrs<DataUi>({ 'data-ui': 'DepositForm.Methods' })`
  & [data-ui='RadioGroup.Options'] {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  }

  & [data-ui='Radio'] {
    padding: ${token('space.2')} ${token('space.3')};
    border: 1px solid ${token('border.default')};
    border-radius: ${token('radius.md')};
    background: ${token('bg.sunken')};
  }

  & [data-ui='Radio']:has(input:checked) {
    border-color: ${token('bg.accent')};
    box-shadow: inset 0 0 0 1px ${token('bg.accent')};
  }
`;

export const StyledPresets = styled.div.attrs<DataUi>({ 'data-ui': 'DepositForm.Presets' })`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(6rem, 1fr));
  gap: ${token('space.2')};
`;

export const StyledPresetsLabel = styled.span.attrs<DataUi>({
  'data-ui': 'DepositForm.PresetsLabel',
})`
  display: block;
  margin-block-end: ${token('space.2')};
  font-weight: 600;
  font-size: 0.9375rem;
`;

export const StyledQr = styled.div.attrs<DataUi>({ 'data-ui': 'DepositForm.Qr' })`
  display: flex;
  justify-content: center;
`;
