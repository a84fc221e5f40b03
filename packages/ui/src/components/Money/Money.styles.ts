import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';

export const StyledMoney = styled.span.attrs<DataUi>({ 'data-ui': 'Money' })`
  /* Digits keep one width, so a changing balance never shifts the layout. */
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  /* The amount reads left to right inside right-to-left text. */
  unicode-bidi: isolate;
  direction: ltr;
`;
