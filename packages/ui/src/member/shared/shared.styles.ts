import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';

/** A member page's panel: a raised surface that never grows wider than the screen. */
export const StyledPanel = styled.section.attrs<DataUi>({ 'data-ui': 'Member.Panel' })`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  gap: ${token('space.4')};
  min-width: 0;
  max-width: 40rem;
  padding: ${token('space.4')};
  border: 1px solid ${token('border.default')};
  border-radius: ${token('radius.lg')};
  background: ${token('bg.surface')};
  color: ${token('fg.default')};
`;

export const StyledHeading = styled.h2.attrs<DataUi>({ 'data-ui': 'Member.Heading' })`
  margin: 0;
  font-family: ${token('font.heading')};
  font-size: 1.25rem;
  line-height: 1.3;
`;

export const StyledSubheading = styled.h3.attrs<DataUi>({ 'data-ui': 'Member.Subheading' })`
  margin: 0;
  font-size: 1rem;
  line-height: 1.3;
`;

export const StyledText = styled.p.attrs<DataUi>({ 'data-ui': 'Member.Text' })`
  margin: 0;
  color: ${token('fg.default')};
  overflow-wrap: anywhere;
`;

export const StyledMuted = styled.p.attrs<DataUi>({ 'data-ui': 'Member.Muted' })`
  margin: 0;
  color: ${token('fg.muted')};
  font-size: 0.875rem;
  overflow-wrap: anywhere;
`;

/** Buttons in a row that wrap on a phone; the primary one first in reading order. */
export const StyledActions = styled.div.attrs<DataUi>({ 'data-ui': 'Member.Actions' })`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space.2')};

  & > button {
    flex: 1 1 auto;
  }
`;

/** Label / value pairs (a summary of a deposit or a profile). */
export const StyledFacts = styled.dl.attrs<DataUi>({ 'data-ui': 'Member.Facts' })`
  display: grid;
  grid-template-columns: minmax(0, auto) minmax(0, 1fr);
  gap: ${token('space.2')} ${token('space.4')};
  margin: 0;

  & dt {
    color: ${token('fg.muted')};
  }

  & dd {
    margin: 0;
    text-align: end;
    overflow-wrap: anywhere;
  }
`;
