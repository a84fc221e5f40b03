import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { StyledPanel } from '../../member/shared/shared.styles';

export const StyledFeedbackForm = styled(StyledPanel).attrs<DataUi>({
  'data-ui': 'FeedbackForm',
})``;
