import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';

export const StyledPointsHistory = styled.section.attrs<DataUi>({ 'data-ui': 'PointsHistory' })`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  gap: ${token('space.3')};
  min-width: 0;
`;

export const StyledTabBody = styled.div.attrs<DataUi>({ 'data-ui': 'PointsHistory.Tab' })`
  display: flex;
  flex-direction: column;
  gap: ${token('space.3')};
  min-width: 0;
  padding-block-start: ${token('space.3')};
`;

export const StyledFilter = styled.div.attrs<DataUi>({ 'data-ui': 'PointsHistory.Filter' })`
  max-inline-size: 16rem;
`;
