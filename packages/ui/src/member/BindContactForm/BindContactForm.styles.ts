import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { StyledPanel } from '../shared/shared.styles';

export const StyledBindContactForm = styled(StyledPanel).attrs<DataUi>({
  'data-ui': 'BindContactForm',
})``;
