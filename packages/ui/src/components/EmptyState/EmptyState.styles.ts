import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';

export const StyledEmptyState = styled.div.attrs<DataUi>({ 'data-ui': 'EmptyState' })`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${token('space.2')};
  padding: ${token('space.6')} ${token('space.4')};
  text-align: center;
  color: ${token('fg.default')};
`;

export const StyledIcon = styled.div.attrs<DataUi>({
  'data-ui': 'EmptyState.Icon',
  'aria-hidden': true,
})`
  display: grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  margin-block-end: ${token('space.1')};
  border-radius: ${token('radius.full')};
  background: ${token('bg.sunken')};
  color: ${token('fg.muted')};
  font-size: 1.5rem;
`;

export const StyledTitle = styled.p.attrs<DataUi>({ 'data-ui': 'EmptyState.Title' })`
  margin: 0;
  font-family: ${token('font.heading')};
  font-size: 1.125rem;
  font-weight: 600;
  line-height: 1.3;
`;

export const StyledDescription = styled.p.attrs<DataUi>({ 'data-ui': 'EmptyState.Description' })`
  margin: 0;
  max-width: 40ch;
  color: ${token('fg.muted')};
`;

export const StyledAction = styled.div.attrs<DataUi>({ 'data-ui': 'EmptyState.Action' })`
  margin-block-start: ${token('space.3')};
`;
