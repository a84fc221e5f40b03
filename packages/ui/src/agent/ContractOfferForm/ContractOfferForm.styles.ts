import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';

export const StyledContractOfferForm = styled.form.attrs<DataUi>({
  'data-ui': 'ContractOfferForm',
})`
  box-sizing: border-box;
  container: offerform / inline-size;
  display: flex;
  flex-direction: column;
  gap: ${token('space.4')};
  min-width: 0;
  max-width: 48rem;
  padding: ${token('space.4')};
  border: 1px solid ${token('border.default')};
  border-radius: ${token('radius.lg')};
  background: ${token('bg.surface')};
  color: ${token('fg.default')};
`;

export const StyledTiers = styled.div.attrs<DataUi>({ 'data-ui': 'ContractOfferForm.Tiers' })`
  display: flex;
  flex-direction: column;
  gap: ${token('space.3')};
`;

/** One tier: its three fields in a row where there is room, stacked on a phone. */
export const StyledTier = styled.fieldset.attrs<DataUi>({ 'data-ui': 'ContractOfferForm.Tier' })`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${token('space.2')};
  min-width: 0;
  margin: 0;
  padding: ${token('space.3')};
  border: 1px solid ${token('border.default')};
  border-radius: ${token('radius.md')};

  & > legend {
    padding-inline: ${token('space.1')};
    font-weight: 600;
  }
`;

export const StyledTierFields = styled.div.attrs<DataUi>({
  'data-ui': 'ContractOfferForm.TierFields',
})`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${token('space.3')};
  align-self: stretch;

  @container offerform (min-width: 32rem) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr);
  }
`;
