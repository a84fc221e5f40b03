import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';

/** A save's outcome under its form: the success line (the failure uses the shared FormError). */
export const StyledSaved = styled.p.attrs<DataUi>({ 'data-ui': 'Protection.Saved' })`
  margin: 0;
  color: ${token('fg.success')};
  font-size: 0.875rem;
  font-weight: 600;
`;

/** A change waiting for the cooling-off period. */
export const StyledPending = styled.p.attrs<DataUi>({ 'data-ui': 'Protection.Pending' })`
  margin: 0;
  padding: ${token('space.2')} ${token('space.3')};
  border-inline-start: 3px solid ${token('fg.warning')};
  background: ${token('bg.sunken')};
  color: ${token('fg.default')};
  font-size: 0.875rem;
  overflow-wrap: anywhere;
`;

/** What a break means, as a short list in its confirmation. */
export const StyledConsequences = styled.ul.attrs<DataUi>({
  'data-ui': 'Protection.Consequences',
})`
  display: grid;
  gap: ${token('space.1')};
  margin: 0;
  padding-inline-start: ${token('space.5')};
  color: ${token('fg.default')};
`;
