import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';

export const StyledNoticeBar = styled.div.attrs<DataUi>({ 'data-ui': 'NoticeBar' })`
  min-width: 0;
`;
