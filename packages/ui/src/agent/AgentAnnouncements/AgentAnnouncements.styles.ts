import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';

export const StyledAnnouncements = styled.section.attrs<DataUi>({
  'data-ui': 'AgentAnnouncements',
})`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  gap: ${token('space.4')};
  min-width: 0;
  color: ${token('fg.default')};
`;

export const StyledList = styled.ul.attrs<DataUi>({ 'data-ui': 'AgentAnnouncements.List' })`
  display: flex;
  flex-direction: column;
  gap: ${token('space.2')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledItem = styled.li.attrs<DataUi>({ 'data-ui': 'AgentAnnouncements.Item' })`
  border: 1px solid ${token('border.default')};
  border-radius: ${token('radius.md')};
  background: ${token('bg.surface')};
  min-width: 0;
`;

/** The item's heading holds the disclosure button, so headings navigation finds every notice. */
export const StyledItemHeading = styled.h3.attrs<DataUi>({
  'data-ui': 'AgentAnnouncements.ItemHeading',
})`
  margin: 0;
  font-size: 1rem;
`;

/** The whole title row is the button: a large target, its date under the title. */
export const StyledToggle = styled.button.attrs<DataUi>({ 'data-ui': 'AgentAnnouncements.Toggle' })`
  box-sizing: border-box;
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${token('space.1')} ${token('space.3')};
  width: 100%;
  min-height: 44px;
  padding: ${token('space.3')};
  border: 0;
  border-radius: ${token('radius.md')};
  background: none;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${token('border.focus')};
    outline-offset: 2px;
  }
`;

export const StyledTitle = styled.span.attrs<DataUi>({ 'data-ui': 'AgentAnnouncements.Title' })`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

export const StyledDate = styled.span.attrs<DataUi>({ 'data-ui': 'AgentAnnouncements.Date' })`
  grid-column: 1;
  color: ${token('fg.muted')};
  font-size: 0.875rem;
  font-weight: 400;
`;

/** The chevron turns when open; it only supports aria-expanded, which says it. */
export const StyledChevron = styled.span.attrs<DataUi>({
  'data-ui': 'AgentAnnouncements.Chevron',
  'aria-hidden': true,
})`
  grid-column: 2;
  grid-row: 1 / span 2;
  transition: transform 150ms ease;

  [aria-expanded='true'] > & {
    transform: rotate(180deg);
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const StyledBody = styled.div.attrs<DataUi>({ 'data-ui': 'AgentAnnouncements.Body' })`
  padding: 0 ${token('space.3')} ${token('space.3')};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;
