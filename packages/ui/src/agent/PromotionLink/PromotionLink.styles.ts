import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';

export const StyledPromotionLink = styled.section.attrs<DataUi>({ 'data-ui': 'PromotionLink' })`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  gap: ${token('space.3')};
  min-width: 0;
  color: ${token('fg.default')};
`;
