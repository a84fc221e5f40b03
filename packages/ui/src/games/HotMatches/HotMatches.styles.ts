import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';

export const StyledHotMatches = styled.section.attrs<DataUi>({ 'data-ui': 'HotMatches' })`
  display: grid;
  gap: ${token('space.3')};
  min-width: 0;
`;

export const StyledTitle = styled.h2.attrs<DataUi>({ 'data-ui': 'HotMatches.Title' })`
  margin: 0;
  font-size: 1.125rem;
  color: ${token('fg.default')};
`;

/**
 * The cards: a row that scrolls sideways on a phone (each card most of the screen's width, the
 * next one peeking), a wrapping grid from a tablet up. Focusable so a keyboard can scroll it.
 */
export const StyledRow = styled.ul.attrs<DataUi>({ 'data-ui': 'HotMatches.Row' })`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: min(16rem, 80%);
  gap: ${token('space.3')};
  margin: 0;
  padding: 0 0 ${token('space.2')};
  list-style: none;
  overflow-x: auto;
  overscroll-behavior-inline: contain;
  scroll-snap-type: inline mandatory;

  &:focus-visible {
    outline: 2px solid ${token('border.focus')};
    outline-offset: 2px;
  }

  @media (min-width: 48rem) {
    grid-auto-flow: row;
    grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
    overflow-x: visible;
  }
`;

export const StyledCard = styled.li.attrs<DataUi>({ 'data-ui': 'HotMatches.Card' })`
  display: grid;
  gap: ${token('space.2')};
  padding: ${token('space.3')};
  border: 1px solid ${token('border.default')};
  border-radius: ${token('radius.lg')};
  background: ${token('bg.surface')};
  color: ${token('fg.default')};
  scroll-snap-align: start;
`;

export const StyledMeta = styled.p.attrs<DataUi>({ 'data-ui': 'HotMatches.Meta' })`
  margin: 0;
  font-size: 0.875rem;
  color: ${token('fg.muted')};
`;

export const StyledTeams = styled.h3.attrs<DataUi>({ 'data-ui': 'HotMatches.Teams' })`
  margin: 0;
  font-size: 1rem;
`;

export const StyledOdds = styled.dl.attrs<DataUi>({ 'data-ui': 'HotMatches.Odds' })`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${token('space.2')};
  margin: 0;
  text-align: center;

  & dt {
    font-size: 0.75rem;
    color: ${token('fg.muted')};
  }

  & dd {
    margin: 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;
