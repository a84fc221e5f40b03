import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';
import { StyledPanel } from '../../member/shared/shared.styles';

export const StyledPointsSummary = styled(StyledPanel).attrs<DataUi>({
  'data-ui': 'PointsSummary',
})`
  gap: ${token('space.2')};
`;

export const StyledBalance = styled.p.attrs<DataUi>({ 'data-ui': 'PointsSummary.Balance' })`
  margin: 0;
  font-family: ${token('font.heading')};
  font-size: 2rem;
  font-weight: 700;
  line-height: 1.2;
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;
