import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';

/** A red pill with the count; at least 1.25 rem so one digit sits in a circle. */
export const StyledBadge = styled.span.attrs<DataUi>({ 'data-ui': 'Badge' })`
  display: inline-grid;
  place-items: center;
  min-width: 1.25rem;
  height: 1.25rem;
  padding-inline: 0.3125rem;
  border-radius: ${token('radius.full')};
  background: ${token('bg.danger')};
  color: ${token('fg.onDanger')};
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 1;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;
