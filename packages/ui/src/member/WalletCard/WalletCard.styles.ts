import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';
import { StyledPanel } from '../shared/shared.styles';

export const StyledWalletCard = styled(StyledPanel).attrs<DataUi>({ 'data-ui': 'WalletCard' })``;

export const StyledTotals = styled.div.attrs<DataUi>({ 'data-ui': 'WalletCard.Totals' })`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${token('space.3')};
  align-items: end;
`;

export const StyledFigure = styled.div.attrs<DataUi>({ 'data-ui': 'WalletCard.Figure' })`
  display: flex;
  flex-direction: column;
  gap: ${token('space.1')};
  min-width: 0;

  & > span:first-child {
    color: ${token('fg.muted')};
    font-size: 0.875rem;
  }

  & [data-ui='Money'] {
    font-size: 1.5rem;
    font-weight: 700;
  }
`;

export const StyledWallets = styled.ul.attrs<DataUi>({ 'data-ui': 'WalletCard.Wallets' })`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${token('space.2')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledWallet = styled.li.attrs<DataUi>({ 'data-ui': 'WalletCard.Wallet' })`
  display: flex;
  flex-direction: column;
  gap: ${token('space.1')};
  min-width: 0;
  padding: ${token('space.2')} ${token('space.3')};
  border: 1px solid ${token('border.default')};
  border-radius: ${token('radius.md')};
  background: ${token('bg.sunken')};

  & > span:first-child {
    overflow-wrap: anywhere;
    font-weight: 600;
  }
`;

export const StyledPair = styled.div.attrs<DataUi>({ 'data-ui': 'WalletCard.Pair' })`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${token('space.3')};
`;

/** The amount and its "All" button share one row. */
export const StyledAmountRow = styled.div.attrs<DataUi>({ 'data-ui': 'WalletCard.AmountRow' })`
  display: flex;
  align-items: flex-start;
  gap: ${token('space.2')};

  & > :first-child {
    flex: 1;
    min-width: 0;
  }

  & > button {
    /* Lines up with the input under the label. */
    margin-block-start: 1.6rem;
  }
`;
