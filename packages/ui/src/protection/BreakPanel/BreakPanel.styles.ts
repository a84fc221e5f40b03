import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';
import { StyledPanel } from '../../member/shared/shared.styles';

export const StyledBreakPanel = styled(StyledPanel).attrs<DataUi>({ 'data-ui': 'BreakPanel' })``;

export const StyledBreak = styled.section.attrs<DataUi>({ 'data-ui': 'BreakPanel.Break' })`
  display: flex;
  flex-direction: column;
  gap: ${token('space.3')};
  min-width: 0;
`;

/** One button per length; they wrap into rows on a phone. */
export const StyledChoices = styled.ul.attrs<DataUi>({ 'data-ui': 'BreakPanel.Choices' })`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space.2')};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    flex: 1 1 8rem;
  }

  & button {
    width: 100%;
  }
`;
