import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';

export const StyledHeader = styled.header.attrs<DataUi>({ 'data-ui': 'SiteHeader' })<{
  $sticky: boolean;
}>`
  position: ${({ $sticky }) => ($sticky ? 'sticky' : 'relative')};
  inset-block-start: 0;
  z-index: 800;
  padding-inline: ${token('space.4')};
  border-block-end: 1px solid ${token('border.default')};
  background: ${token('bg.surface')};
  color: ${token('fg.default')};
`;

export const StyledTopRow = styled.div.attrs<DataUi>({ 'data-ui': 'SiteHeader.TopRow' })`
  border-block-end: 1px solid ${token('border.default')};
`;

export const StyledMainRow = styled.div.attrs<DataUi>({ 'data-ui': 'SiteHeader.MainRow' })`
  display: flex;
  align-items: center;
  gap: ${token('space.4')};
  min-height: 3.5rem;
  padding-block: ${token('space.1')};
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
`;
