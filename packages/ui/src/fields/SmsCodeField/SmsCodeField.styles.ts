import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';

/** Keeps the send button from shrinking as its countdown text changes width. */
export const StyledSend = styled.div.attrs<DataUi>({ 'data-ui': 'SmsCodeField.Send' })`
  flex: none;
  display: flex;

  & > button {
    min-width: 8.5rem;
    font-variant-numeric: tabular-nums;
  }
`;
