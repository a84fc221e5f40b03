import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';
import { loopControlStyles, loopLtr, loopRtl } from '../../primitives/loop';

export const StyledRoot = styled.section.attrs<DataUi>({ 'data-ui': 'Marquee' })`
  display: flex;
  align-items: center;
  gap: ${token('space.2')};
  min-width: 0;
  padding-inline: ${token('space.2')};
  border: 1px solid ${token('border.default')};
  border-radius: ${token('radius.md')};
  background: ${token('bg.surface')};
  color: ${token('fg.default')};
`;

export const StyledViewport = styled.div.attrs<DataUi>({ 'data-ui': 'Marquee.Viewport' })`
  flex: 1;
  min-width: 0;
  overflow: hidden;

  /*
   * With reduced motion the row stands still and scrolls sideways under the player's hand (and
   * to each entry focus reaches). It stays one line high: wrapped, a dozen notices grew it by
   * several lines once they arrived and pushed the page down; a scrollbar would grow it too.
   */
  @media (prefers-reduced-motion: reduce) {
    overflow-x: auto;
    scrollbar-width: none;
  }

  &:focus-visible {
    outline: 2px solid ${token('border.focus')};
    outline-offset: -2px;
  }
`;

/** Duration arrives as a custom property written from a resize observer: no re-render per change. */
export const StyledTrack = styled.div.attrs<DataUi>({ 'data-ui': 'Marquee.Track' })`
  display: flex;
  width: max-content;
  animation: ${loopLtr} var(--marquee-duration, 20s) linear infinite;
  will-change: transform;

  ${StyledRoot}[data-dir='rtl'] & {
    animation-name: ${loopRtl};
  }

  ${StyledRoot}[data-paused] &,
  ${StyledRoot}:hover &,
  ${StyledRoot}:focus-within & {
    animation-play-state: paused;
  }

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const StyledGroup = styled.ul.attrs<DataUi>({ 'data-ui': 'Marquee.Group' })`
  display: flex;
  flex: none;
  gap: ${token('space.6')};
  margin: 0;
  padding: 0;
  padding-inline-end: ${token('space.6')};
  list-style: none;

  @media (prefers-reduced-motion: reduce) {
    gap: ${token('space.4')};
    padding-inline-end: 0;

    &[aria-hidden='true'] {
      display: none;
    }
  }
`;

export const StyledItem = styled.button.attrs<DataUi>({
  'data-ui': 'Marquee.Item',
  type: 'button',
})`
  min-height: 2rem;
  padding-inline: ${token('space.1')};
  border: 0;
  border-radius: ${token('radius.sm')};
  background: transparent;
  color: ${token('fg.default')};
  font: inherit;
  white-space: nowrap;
  cursor: pointer;

  @media (hover: hover) {
    &:hover {
      text-decoration: underline;
    }
  }

  &:focus-visible {
    outline: 2px solid ${token('border.focus')};
    outline-offset: -2px;
  }
`;

/** An entry that opens nothing: the button's line and height, without its affordances. */
export const StyledText = styled.span.attrs<DataUi>({ 'data-ui': 'Marquee.Text' })`
  display: inline-flex;
  align-items: center;
  min-height: 2rem;
  padding-inline: ${token('space.1')};
  white-space: nowrap;
`;

export const StyledControl = styled.button.attrs<DataUi>({
  'data-ui': 'Marquee.Control',
  type: 'button',
})`
  ${loopControlStyles}
`;
