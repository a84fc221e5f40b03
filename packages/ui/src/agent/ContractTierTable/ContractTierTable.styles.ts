import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';

export const StyledContractTierTable = styled.div.attrs<DataUi>({ 'data-ui': 'ContractTierTable' })`
  min-width: 0;

  /* The reached tier's whole row stands out; the badge in it says so in words. */
  & tbody > tr:has([data-reached]) > td {
    background: ${token('bg.accentSubtle')};
    font-weight: 600;
  }
`;

export const StyledTierName = styled.span.attrs<DataUi>({ 'data-ui': 'ContractTierTable.Tier' })`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space.2')};
`;
