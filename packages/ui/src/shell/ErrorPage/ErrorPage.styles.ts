import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';
import { StyledPage } from '../SystemPage/SystemPage.styles';

// The system pages' layout, stamped as this unit's own.
export const StyledErrorPage = styled(StyledPage).attrs<DataUi>({ 'data-ui': 'ErrorPage' })`
  /* Inside the site's layout (not-found) it fills the content area, not the whole screen. */
  &[data-inline] {
    min-height: 60vh;
    background: transparent;
  }
`;

export const StyledCode = styled.p.attrs<DataUi>({ 'data-ui': 'ErrorPage.Code' })`
  margin: 0;
  color: ${token('fg.muted')};
  font-family: ${token('font.heading')};
  font-size: 2.5rem;
  font-weight: 800;
  line-height: 1;
`;
