import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';

export const StyledCountdown = styled.span.attrs<DataUi>({ 'data-ui': 'Countdown' })`
  display: inline-block;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  /* Digits read left to right inside right-to-left text. */
  direction: ltr;
  unicode-bidi: isolate;
`;

export const StyledTime = styled.time.attrs<DataUi>({ 'data-ui': 'Countdown.Time' })`
  font: inherit;
`;
