import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';

/**
 * The warning pair (fg.warning on bg.surface) is a declared contrast pair: the badge stays AA in
 * every brand and mode. The border takes the text colour so the badge reads as one in dark mode.
 */
export const StyledDemoBadge = styled.span.attrs<DataUi>({ 'data-ui': 'DemoBadge' })`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${token('space.1')};
  padding: 0.125rem ${token('space.2')};
  border: 1px solid currentColor;
  border-radius: ${token('radius.full')};
  background: ${token('bg.surface')};
  color: ${token('fg.warning')};
  font-size: 0.8125rem;
  font-weight: 700;
  line-height: 1.25;
  white-space: nowrap;

  & svg {
    flex: none;
    width: 1em;
    height: 1em;
  }
`;
