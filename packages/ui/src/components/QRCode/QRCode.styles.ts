import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';

export const StyledFigure = styled.figure.attrs<DataUi>({ 'data-ui': 'QRCode' })`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  gap: ${token('space.2')};
  margin: 0;
  max-width: 100%;
`;

/**
 * Dark modules on a light quiet zone in every colour mode: many phone scanners fail on an inverted
 * code, so this frame deliberately ignores the dark theme (CSS keywords, not brand colours).
 */
export const StyledFrame = styled.div.attrs<DataUi>({ 'data-ui': 'QRCode.Frame' })`
  display: inline-grid;
  padding: ${token('space.3')};
  border: 1px solid ${token('border.default')};
  border-radius: ${token('radius.md')};
  background: white;
  color: black;
  line-height: 0;

  & > svg {
    max-width: 100%;
    height: auto;
  }
`;

export const StyledCaption = styled.figcaption.attrs<DataUi>({ 'data-ui': 'QRCode.Caption' })`
  max-width: 100%;
  font-size: 0.875rem;
  text-align: center;
`;

export const StyledValue = styled.span.attrs<DataUi>({ 'data-ui': 'QRCode.Value' })`
  display: block;
  color: ${token('fg.muted')};
  font-size: 0.75rem;
  overflow-wrap: anywhere;
  /* A URL reads left to right inside right-to-left text. */
  direction: ltr;
  unicode-bidi: isolate;
`;
