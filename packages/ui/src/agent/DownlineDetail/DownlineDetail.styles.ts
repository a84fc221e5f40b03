import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';
import { StyledPanel } from '../../member/shared/shared.styles';

export const StyledDownlineDetail = styled(StyledPanel).attrs<DataUi>({
  'data-ui': 'DownlineDetail',
})``;

export const StyledTitle = styled.div.attrs<DataUi>({ 'data-ui': 'DownlineDetail.Title' })`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space.2')};
`;

/** One line per contract: its kind, its status and its best rate. */
export const StyledContracts = styled.ul.attrs<DataUi>({ 'data-ui': 'DownlineDetail.Contracts' })`
  display: flex;
  flex-direction: column;
  gap: ${token('space.1')};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: flex;
    flex-wrap: wrap;
    gap: ${token('space.1')} ${token('space.3')};
    padding: ${token('space.2')} 0;
    border-block-end: 1px solid ${token('border.default')};
  }

  & > li > span:first-child {
    font-weight: 600;
  }
`;
