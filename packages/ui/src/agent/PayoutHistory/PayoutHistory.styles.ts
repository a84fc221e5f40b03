import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { StyledRecords } from '../../member/shared/records.styles';

export const StyledPayoutHistory = styled(StyledRecords).attrs<DataUi>({
  'data-ui': 'PayoutHistory',
})``;
