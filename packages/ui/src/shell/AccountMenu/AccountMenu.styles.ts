import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';

export const StyledIdentity = styled.div.attrs<DataUi>({ 'data-ui': 'AccountMenu.Identity' })`
  display: flex;
  flex-direction: column;
  gap: ${token('space.1')};
`;

export const StyledNickname = styled.span.attrs<DataUi>({ 'data-ui': 'AccountMenu.Nickname' })`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space.2')};
  color: ${token('fg.default')};
  font-weight: 600;
  overflow-wrap: anywhere;
`;

export const StyledMemberId = styled.span.attrs<DataUi>({ 'data-ui': 'AccountMenu.MemberId' })`
  color: ${token('fg.muted')};
  font-size: 0.875rem;
  font-weight: 400;
`;

export const StyledItemLabel = styled.span.attrs<DataUi>({ 'data-ui': 'AccountMenu.ItemLabel' })`
  flex: 1;
`;
