import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';

export const StyledMessageList = styled.section.attrs<DataUi>({ 'data-ui': 'MessageList' })`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  gap: ${token('space.4')};
  min-width: 0;
  color: ${token('fg.default')};
`;

export const StyledToolbar = styled.div.attrs<DataUi>({ 'data-ui': 'MessageList.Toolbar' })`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space.3')};
`;

/** The title opens the message: a link-like button that wraps, bold while unread. */
export const StyledOpen = styled.button.attrs<DataUi>({ 'data-ui': 'MessageList.Open' })`
  min-height: 24px;
  padding: 0;
  border: 0;
  background: none;
  color: ${token('fg.link')};
  font: inherit;
  text-align: start;
  text-decoration: underline;
  text-underline-offset: 0.2em;
  cursor: pointer;
  overflow-wrap: anywhere;

  &[data-unread='true'] {
    font-weight: 700;
  }

  &:focus-visible {
    outline: 2px solid ${token('border.focus')};
    outline-offset: 2px;
  }
`;

export const StyledBody = styled.p.attrs<DataUi>({ 'data-ui': 'MessageList.Body' })`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

export const StyledProblem = styled.div.attrs<DataUi>({ 'data-ui': 'MessageList.Problem' })`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${token('space.3')};
  padding: ${token('space.6')} ${token('space.4')};
  border: 1px solid ${token('border.default')};
  border-radius: ${token('radius.md')};
  text-align: center;
`;
