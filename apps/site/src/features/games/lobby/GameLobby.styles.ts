import { styled } from 'styled-components';
import { token } from '@lobby/theme';
import { VENDOR_MENU_HEIGHT } from '@lobby/ui';

export const StyledHeading = styled.h1`
  margin: 0;
  font-size: 1.5rem;
`;

/** The view choices above the list (low-data mode, the all-in-one list). */
export const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space.4')};
`;

export const StyledAlert = styled.p`
  margin: 0;
  padding: ${token('space.2')} ${token('space.3')};
  border-inline-start: 4px solid ${token('fg.danger')};
  background: ${token('bg.sunken')};
  color: ${token('fg.default')};
`;

export const StyledViews = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space.2')};
`;

/** The vendor menu's place while the vendors load. */
export const StyledVendorMenuSlot = styled.div`
  block-size: ${VENDOR_MENU_HEIGHT};
`;
