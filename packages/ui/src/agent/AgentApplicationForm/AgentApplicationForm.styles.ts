import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { StyledPanel } from '../../member/shared/shared.styles';

export const StyledAgentApplicationForm = styled(StyledPanel).attrs<DataUi>({
  'data-ui': 'AgentApplicationForm',
})``;

export const StyledAgentApplicationStatus = styled(StyledPanel).attrs<DataUi>({
  'data-ui': 'AgentApplicationStatus',
})``;

/** The heading and the status badge on one line that wraps on a phone. */
export const StyledStatusHeader = styled.div.attrs<DataUi>({
  'data-ui': 'AgentApplicationStatus.Header',
})`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
`;
