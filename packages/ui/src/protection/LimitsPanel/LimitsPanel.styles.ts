import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';
import { StyledPanel } from '../../member/shared/shared.styles';

export const StyledLimitsPanel = styled(StyledPanel).attrs<DataUi>({ 'data-ui': 'LimitsPanel' })`
  max-width: 64rem;
`;

export const StyledKind = styled.section.attrs<DataUi>({ 'data-ui': 'LimitsPanel.Kind' })`
  display: flex;
  flex-direction: column;
  gap: ${token('space.3')};
  min-width: 0;
`;

/** The three periods side by side on a wide screen; stacked on a phone. */
export const StyledCards = styled.ul.attrs<DataUi>({ 'data-ui': 'LimitsPanel.Cards' })`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 17rem), 1fr));
  gap: ${token('space.3')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledCard = styled.li.attrs<DataUi>({ 'data-ui': 'LimitsPanel.Card' })`
  display: flex;
  flex-direction: column;
  gap: ${token('space.3')};
  min-width: 0;
  padding: ${token('space.3')};
  border: 1px solid ${token('border.default')};
  border-radius: ${token('radius.md')};
  background: ${token('bg.raised')};
`;

export const StyledCardHeading = styled.h4.attrs<DataUi>({ 'data-ui': 'LimitsPanel.CardHeading' })`
  margin: 0;
  font-size: 1rem;
  line-height: 1.3;
`;
