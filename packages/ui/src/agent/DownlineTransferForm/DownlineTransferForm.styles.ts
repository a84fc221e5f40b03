import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';

/** Inline in the member's card: a quiet inset, not a second panel. */
export const StyledDownlineTransferForm = styled.section.attrs<DataUi>({
  'data-ui': 'DownlineTransferForm',
})`
  display: flex;
  flex-direction: column;
  gap: ${token('space.3')};
  min-width: 0;
  padding: ${token('space.3')};
  border: 1px solid ${token('border.default')};
  border-radius: ${token('radius.md')};
  background: ${token('bg.sunken')};
`;
