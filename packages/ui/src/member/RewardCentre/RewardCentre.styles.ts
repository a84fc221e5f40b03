import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';

export const StyledRewardCentre = styled.section.attrs<DataUi>({ 'data-ui': 'RewardCentre' })`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  gap: ${token('space.4')};
  min-width: 0;
  color: ${token('fg.default')};
`;

/** The expiry: the date, and under it the time left when it is near. */
export const StyledExpiry = styled.span.attrs<DataUi>({ 'data-ui': 'RewardCentre.Expiry' })`
  display: inline-flex;
  flex-direction: column;
  gap: ${token('space.1')};

  &[data-near] {
    color: ${token('fg.warning')};
  }
`;
