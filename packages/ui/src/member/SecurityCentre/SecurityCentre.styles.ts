import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';
import { StyledPanel } from '../shared/shared.styles';

export const StyledSecurityCentre = styled(StyledPanel).attrs<DataUi>({
  'data-ui': 'SecurityCentre',
})`
  max-width: 48rem;
`;

export const StyledRows = styled.ul.attrs<DataUi>({ 'data-ui': 'SecurityCentre.Rows' })`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  border-block-start: 1px solid ${token('border.default')};
`;

/** One setting: its name and state, and the action at the inline end (below it on a phone). */
export const StyledRow = styled.li.attrs<DataUi>({ 'data-ui': 'SecurityCentre.Row' })`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space.2')} ${token('space.4')};
  padding-block: ${token('space.3')};
  border-block-end: 1px solid ${token('border.default')};
`;

export const StyledRowText = styled.div.attrs<DataUi>({ 'data-ui': 'SecurityCentre.RowText' })`
  display: flex;
  flex-direction: column;
  gap: ${token('space.1')};
  min-width: 0;

  & > span:first-child {
    font-weight: 600;
  }
`;

export const StyledState = styled.span.attrs<DataUi>({ 'data-ui': 'SecurityCentre.State' })`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space.2')};
  color: ${token('fg.muted')};
  font-size: 0.875rem;
  overflow-wrap: anywhere;
`;

/** The level in the profile: a link to the player rank page. */
export const StyledLevelLink = styled.a.attrs<DataUi>({ 'data-ui': 'SecurityCentre.LevelLink' })`
  color: ${token('fg.link')};
  font-weight: 600;
  text-decoration: underline;
  text-underline-offset: 0.15em;
`;
