import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';

/**
 * The query container: fields sit in one row when the form has room and stack when it does not
 * (a phone, or a narrow top bar), whatever the viewport.
 */
export const StyledRoot = styled.div.attrs<DataUi>({ 'data-ui': 'CompactLoginForm' })`
  container: compact-login / inline-size;
  /* A size container has no width of its own: it takes the room it is given. */
  inline-size: 100%;
  display: flex;
  flex-direction: column;
  gap: ${token('space.2')};
  min-width: 0;

  & [data-ui='Form'] {
    flex-direction: row;
    flex-wrap: wrap;
    align-items: flex-start;
    gap: ${token('space.2')};
  }

  & [data-ui='Form'] > [data-ui='Field'] {
    flex: 1 1 9rem;
  }

  @container compact-login (max-width: 30rem) {
    & [data-ui='Form'] {
      flex-direction: column;
      align-items: stretch;
    }

    & [data-ui='Form'] > [data-ui='Field'] {
      flex: none;
    }
  }
`;

export const StyledModes = styled.div.attrs<DataUi>({ 'data-ui': 'CompactLoginForm.Modes' })`
  display: inline-flex;
  align-self: flex-start;
  padding: 2px;
  border: 1px solid ${token('border.emphasis')};
  border-radius: ${token('radius.full')};
  background: ${token('bg.surface')};
`;

export const StyledMode = styled.button.attrs<DataUi>({
  'data-ui': 'CompactLoginForm.Mode',
  type: 'button',
})`
  min-height: 2rem;
  padding-inline: ${token('space.3')};
  border: 0;
  border-radius: ${token('radius.full')};
  background: transparent;
  color: ${token('fg.default')};
  font: inherit;
  font-size: 0.875rem;
  cursor: pointer;

  &[aria-pressed='true'] {
    background: ${token('bg.accent')};
    color: ${token('fg.onAccent')};
  }

  &:focus-visible {
    outline: 2px solid ${token('border.focus')};
    outline-offset: 2px;
  }
`;

/** The submit button lines up with the inputs, below their labels. */
export const StyledSubmit = styled.div.attrs<DataUi>({ 'data-ui': 'CompactLoginForm.Submit' })`
  display: flex;
  align-items: flex-end;
  align-self: stretch;
  padding-block-start: 1.6rem;

  @container compact-login (max-width: 30rem) {
    padding-block-start: 0;

    & > button {
      flex: 1;
    }
  }
`;

export const StyledLinks = styled.div.attrs<DataUi>({ 'data-ui': 'CompactLoginForm.Links' })`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space.3')};
`;

export const StyledLinkButton = styled.button.attrs<DataUi>({
  'data-ui': 'CompactLoginForm.Link',
  type: 'button',
})`
  min-height: 1.5rem;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${token('fg.link')};
  font: inherit;
  font-size: 0.875rem;
  text-decoration: underline;
  text-underline-offset: 2px;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${token('border.focus')};
    outline-offset: 2px;
  }
`;

export const StyledFormError = styled.p.attrs<DataUi>({ 'data-ui': 'CompactLoginForm.Error' })`
  margin: 0;
  color: ${token('fg.danger')};
  font-size: 0.875rem;
  font-weight: 600;
`;
