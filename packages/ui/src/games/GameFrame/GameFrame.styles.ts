import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';

/**
 * The game's room: the viewport's height less what is above it (the header) and below it (the
 * page's padding), measured before the first paint, so the frame never grows or jumps on screen.
 * The offsets are custom properties: a new measure changes a variable, not a class.
 */
export const StyledGameFrame = styled.section.attrs<DataUi & { $top: number; $bottom: number }>(
  ({ $top, $bottom }) => ({
    'data-ui': 'GameFrame',
    style: { '--game-frame-top': `${$top}px`, '--game-frame-bottom': `${$bottom}px` },
  }),
)`
  display: grid;
  grid-template-rows: auto minmax(0, 1fr);
  block-size: calc(100dvh - var(--game-frame-top) - var(--game-frame-bottom));
  min-block-size: 20rem;
  min-inline-size: 0;
  border: 1px solid ${token('border.default')};
  border-radius: ${token('radius.md')};
  background: ${token('bg.surface')};
  color: ${token('fg.default')};
  overflow: hidden;
`;

export const StyledBar = styled.div.attrs<DataUi>({ 'data-ui': 'GameFrame.Bar' })`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space.3')};
  min-block-size: 3rem;
  padding-block: ${token('space.1')};
  padding-inline: ${token('space.3')};
  border-block-end: 1px solid ${token('border.default')};
`;

export const StyledTitle = styled.h1.attrs<DataUi>({ 'data-ui': 'GameFrame.Title' })`
  margin: 0;
  min-inline-size: 0;
  font-family: ${token('font.heading')};
  font-size: 1.125rem;
  line-height: 1.3;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** The back arrow points the way back: to the start of the line, left or right. */
export const StyledBackIcon = styled.svg.attrs<DataUi>({
  'data-ui': 'GameFrame.BackIcon',
  'aria-hidden': true,
  focusable: false,
})`
  inline-size: 1rem;
  block-size: 1rem;

  [dir='rtl'] & {
    transform: scaleX(-1);
  }
`;

export const StyledStage = styled.div.attrs<DataUi>({ 'data-ui': 'GameFrame.Stage' })`
  position: relative;
  min-block-size: 0;
  background: ${token('bg.sunken')};
`;

export const StyledIframe = styled.iframe.attrs<DataUi>({ 'data-ui': 'GameFrame.Iframe' })`
  display: block;
  inline-size: 100%;
  block-size: 100%;
  border: 0;
`;

/** Covers the frame until the game's page has loaded: no blank flash, no half-drawn game. */
export const StyledCover = styled.div.attrs<DataUi>({ 'data-ui': 'GameFrame.Cover' })`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  align-content: center;
  gap: ${token('space.3')};
  background: ${token('bg.sunken')};
  color: ${token('fg.muted')};
  text-align: center;
`;

export const StyledProblem = styled.div.attrs<DataUi>({ 'data-ui': 'GameFrame.Problem' })`
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${token('space.4')};
  block-size: 100%;
  padding: ${token('space.5')} ${token('space.4')};
  text-align: center;
`;

export const StyledMessage = styled.p.attrs<DataUi>({ 'data-ui': 'GameFrame.Message' })`
  margin: 0;
  max-inline-size: 50ch;
  line-height: 1.6;
  overflow-wrap: anywhere;
`;

export const StyledActions = styled.div.attrs<DataUi>({ 'data-ui': 'GameFrame.Actions' })`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${token('space.3')};
`;
