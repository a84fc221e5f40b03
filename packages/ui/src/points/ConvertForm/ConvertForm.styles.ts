import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { StyledPanel } from '../../member/shared/shared.styles';

export const StyledConvertForm = styled(StyledPanel).attrs<DataUi>({
  'data-ui': 'ConvertForm',
})``;
