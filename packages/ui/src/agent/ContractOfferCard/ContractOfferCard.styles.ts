import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';
import {
  StyledActions as StyledMemberActions,
  StyledPanel,
} from '../../member/shared/shared.styles';

export const StyledContractOfferCard = styled(StyledPanel).attrs<DataUi>({
  'data-ui': 'ContractOfferCard',
})`
  container: offer / inline-size;
  max-width: none;
`;

/** The offer and its what-if side by side where there is room, one above the other on a phone. */
export const StyledOffer = styled.div.attrs<DataUi>({ 'data-ui': 'ContractOfferCard.Offer' })`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${token('space.4')};

  & > div {
    display: flex;
    flex-direction: column;
    gap: ${token('space.3')};
    min-width: 0;
  }

  /* Side by side only where the comparison's six columns fit as a table beside the tiers. */
  @container offer (min-width: 80rem) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
  }
`;

export const StyledActions = styled(StyledMemberActions)``;

export const StyledEndedList = styled.ul.attrs<DataUi>({ 'data-ui': 'ContractOfferCard.Ended' })`
  margin: 0;
  padding-inline-start: ${token('space.5')};
  overflow-wrap: anywhere;
`;
