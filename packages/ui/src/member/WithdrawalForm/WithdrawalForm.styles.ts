import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';
import { StyledPanel } from '../shared/shared.styles';

export const StyledWithdrawalForm = styled(StyledPanel).attrs<DataUi>({
  'data-ui': 'WithdrawalForm',
})``;

export const StyledPayees = styled.div.attrs<DataUi>({ 'data-ui': 'WithdrawalForm.Payees' })`
  display: flex;
  flex-direction: column;
  gap: ${token('space.2')};
  min-width: 0;
`;

/** The add-payee sub-form, set apart as a nested step. */
export const StyledAddPayee = styled.div.attrs<DataUi>({ 'data-ui': 'WithdrawalForm.AddPayee' })`
  padding: ${token('space.3')};
  border: 1px solid ${token('border.default')};
  border-radius: ${token('radius.md')};
  background: ${token('bg.sunken')};
`;
