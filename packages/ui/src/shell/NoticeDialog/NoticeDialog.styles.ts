import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';

export const StyledNoticeBody = styled.div.attrs<DataUi>({ 'data-ui': 'NoticeDialog.Body' })`
  display: grid;
  gap: ${token('space.4')};
`;

export const StyledMeta = styled.p.attrs<DataUi>({ 'data-ui': 'NoticeDialog.Meta' })`
  margin: 0;
  color: ${token('fg.muted')};
  font-size: 0.875rem;
`;

export const StyledNav = styled.nav.attrs<DataUi>({ 'data-ui': 'NoticeDialog.Nav' })`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space.2')};
  padding-block-start: ${token('space.3')};
  border-block-start: 1px solid ${token('border.default')};
`;

export const StyledPosition = styled.span.attrs<DataUi>({ 'data-ui': 'NoticeDialog.Position' })`
  color: ${token('fg.muted')};
  font-size: 0.875rem;
  font-variant-numeric: tabular-nums;
`;
