import type { DataUi } from '../../primitives/dataUi';
import { keyframes, styled } from 'styled-components';
import { token } from '@lobby/theme';

export const StyledContainer = styled.div.attrs<DataUi>({ 'data-ui': 'LoaderOverlay' })`
  position: relative;
`;

export const StyledContent = styled.div.attrs<DataUi>({ 'data-ui': 'LoaderOverlay.Content' })``;

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/** A veil over the container only (not the page): catches pointer input while busy. */
export const StyledVeil = styled.div.attrs<DataUi>({ 'data-ui': 'LoaderOverlay.Veil' })`
  position: absolute;
  inset: 0;
  z-index: 1;
  display: grid;
  place-items: center;
  border-radius: inherit;
  background: color-mix(in srgb, ${token('bg.surface')} 72%, transparent);
  cursor: progress;
  animation: ${fadeIn} 150ms ease-out;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
