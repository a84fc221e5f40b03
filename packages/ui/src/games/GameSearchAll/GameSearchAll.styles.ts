import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';
import { segmentedOptionStyles } from '../../primitives/segmented';

export const StyledSearchAll = styled.div.attrs<DataUi>({ 'data-ui': 'GameSearchAll' })`
  display: flex;
  flex-direction: column;
  gap: ${token('space.3')};
  min-width: 0;
`;

/** The name field takes the room the selects leave; all wrap as the space narrows. */
export const StyledNameField = styled.div.attrs<DataUi>({ 'data-ui': 'GameSearchAll.Name' })`
  display: flex;
  flex: 2 1 16rem;
  flex-direction: column;
  gap: ${token('space.1')};
  min-width: min(100%, 14rem);
`;

export const StyledPills = styled.div.attrs<DataUi>({ 'data-ui': 'GameSearchAll.Categories' })`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space.2')};
`;

export const StyledPillsLabel = styled.span.attrs<DataUi>({
  'data-ui': 'GameSearchAll.CategoriesLabel',
})`
  color: ${token('fg.muted')};
  font-size: 0.875rem;
`;

/** Each pill stands alone (its own border), so a row that wraps still reads as separate choices. */
export const StyledPill = styled.button.attrs<DataUi>({
  'data-ui': 'GameSearchAll.Category',
  type: 'button',
})`
  ${segmentedOptionStyles}
  border: 1px solid ${token('border.emphasis')};

  &[aria-pressed='true'] {
    border-color: transparent;
  }
`;

export const StyledCount = styled.p.attrs<DataUi>({ 'data-ui': 'GameSearchAll.Count' })`
  margin: 0;
  color: ${token('fg.muted')};
  font-size: 0.875rem;
`;
