import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';
import { StyledPanel } from '../../member/shared/shared.styles';

export const StyledSessionSettings = styled(StyledPanel).attrs<DataUi>({
  'data-ui': 'SessionSettings',
})``;

export const StyledSetting = styled.section.attrs<DataUi>({ 'data-ui': 'SessionSettings.Setting' })`
  display: flex;
  flex-direction: column;
  gap: ${token('space.3')};
  min-width: 0;
`;
