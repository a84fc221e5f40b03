import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';

export const StyledPlatforms = styled.ul.attrs<DataUi>({ 'data-ui': 'AppDownloadMenu.Platforms' })`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${token('space.4')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledPlatform = styled.li.attrs<DataUi>({ 'data-ui': 'AppDownloadMenu.Platform' })`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${token('space.2')};
`;

export const StyledStoreLink = styled.a.attrs<DataUi>({ 'data-ui': 'AppDownloadMenu.StoreLink' })`
  display: inline-flex;
  align-items: center;
  min-height: 2rem;
  padding-inline: ${token('space.2')};
  border-radius: ${token('radius.sm')};
  color: ${token('fg.link')};
  font-weight: 600;
  text-decoration: underline;
  text-underline-offset: 2px;

  &:focus-visible {
    outline: 2px solid ${token('border.focus')};
    outline-offset: 2px;
  }
`;

export const StyledIcon = styled.svg.attrs<DataUi>({
  'data-ui': 'AppDownloadMenu.Icon',
  'aria-hidden': true,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
})`
  width: 1.125rem;
  height: 1.125rem;
`;
