import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';
import { PHONE, WIDE } from '../../primitives/breakpoints';

export const StyledHeader = styled.header.attrs<DataUi>({ 'data-ui': 'SiteHeader' })<{
  $sticky: boolean;
}>`
  position: ${({ $sticky }) => ($sticky ? 'sticky' : 'relative')};
  /* The top bar's height above the edge: it scrolls away, the main row stays (SiteHeader.tsx). */
  inset-block-start: calc(-1 * var(--site-header-fold, 0px));
  z-index: 800;
  padding-inline: ${token('space.4')};
  border-block-end: 1px solid ${token('border.default')};
  background: ${token('bg.surface')};
  color: ${token('fg.default')};

  ${PHONE} {
    inset-block-start: 0;
    padding-inline: ${token('space.3')};
  }
`;

export const StyledTopRow = styled.div.attrs<DataUi>({ 'data-ui': 'SiteHeader.TopRow' })`
  border-block-end: 1px solid ${token('border.default')};

  /* A phone's tools are in its menu. */
  ${PHONE} {
    display: none;
  }
`;

export const StyledMainRow = styled.div.attrs<DataUi>({ 'data-ui': 'SiteHeader.MainRow' })`
  display: flex;
  align-items: center;
  gap: ${token('space.4')};
  min-height: 3.5rem;
  padding-block: ${token('space.1')};

  /* One compact row of a fixed height: nothing in it wraps onto a second line. */
  ${PHONE} {
    gap: ${token('space.2')};
    block-size: 3.5rem;
    min-height: 0;
    padding-block: 0;
  }
`;

export const StyledLogo = styled.a.attrs<DataUi>({ 'data-ui': 'SiteHeader.Logo' })`
  display: inline-flex;
  align-items: center;
  flex: none;
  min-height: 2.75rem;
  padding-inline: ${token('space.1')};
  border-radius: ${token('radius.sm')};
  color: ${token('fg.default')};
  font-family: ${token('font.heading')};
  font-size: 1.375rem;
  font-weight: 800;
  letter-spacing: 0.04em;
  text-decoration: none;

  &:focus-visible {
    outline: 2px solid ${token('border.focus')};
    outline-offset: 2px;
  }

  & img {
    display: block;
    max-height: 2.5rem;
    width: auto;
  }

  /* The logo gives way first on a narrow phone: it may shrink and end in an ellipsis. */
  ${PHONE} {
    flex: 0 1 auto;
    min-width: 2.75rem;
    overflow: hidden;
    font-size: 1.125rem;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
`;

export const StyledNavigation = styled.div.attrs<DataUi>({ 'data-ui': 'SiteHeader.Navigation' })`
  flex: 1;
  min-width: 0;

  /* A phone's categories are the chips under the header and the bottom bar. */
  ${PHONE} {
    display: none;
  }
`;

export const StyledAccount = styled.div.attrs<DataUi>({ 'data-ui': 'SiteHeader.Account' })`
  display: flex;
  justify-content: flex-end;
  flex: none;
  min-width: 0;
  margin-inline-start: auto;
`;

export const StyledMenu = styled.div.attrs<DataUi>({ 'data-ui': 'SiteHeader.Menu' })`
  display: flex;
  flex: none;

  ${WIDE} {
    display: none;
  }
`;
