import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';
import { StyledPanel } from '../shared/shared.styles';

export const StyledWithdrawalConfirmation = styled(StyledPanel).attrs<DataUi>({
  'data-ui': 'WithdrawalConfirmation',
})`
  gap: ${token('space.3')};
`;

export const StyledSummary = styled.div.attrs<DataUi>({
  'data-ui': 'WithdrawalConfirmation.Summary',
})`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space.2')};

  & [data-ui='Money'] {
    font-size: 1.25rem;
    font-weight: 700;
  }
`;

export const StyledNotice = styled.p.attrs<DataUi>({ 'data-ui': 'WithdrawalConfirmation.Notice' })`
  margin: 0;
  padding: ${token('space.2')} ${token('space.3')};
  border-inline-start: 4px solid ${token('fg.warning')};
  background: ${token('bg.sunken')};
  color: ${token('fg.default')};
`;

export const StyledList = styled.ul.attrs<DataUi>({ 'data-ui': 'WithdrawalList' })`
  display: flex;
  flex-direction: column;
  gap: ${token('space.3')};
  margin: 0;
  padding: 0;
  list-style: none;
`;
