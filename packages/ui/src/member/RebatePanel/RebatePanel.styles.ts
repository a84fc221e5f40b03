import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';

export const StyledRebatePanel = styled.section.attrs<DataUi>({ 'data-ui': 'RebatePanel' })`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  gap: ${token('space.4')};
  min-width: 0;
  color: ${token('fg.default')};
`;

/** The total and the claim button: side by side, stacked on a phone. */
export const StyledTotal = styled.div.attrs<DataUi>({ 'data-ui': 'RebatePanel.Total' })`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space.3')};
  padding: ${token('space.4')};
  border: 1px solid ${token('border.default')};
  border-radius: ${token('radius.md')};
  background: ${token('bg.surface')};

  & > dl {
    display: flex;
    flex-direction: column;
    gap: ${token('space.1')};
    margin: 0;
  }

  & dt {
    color: ${token('fg.muted')};
    font-size: 0.875rem;
  }

  & dd {
    margin: 0;
    font-size: 1.5rem;
    font-weight: 600;
  }
`;
