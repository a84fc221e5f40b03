import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';

/**
 * The query container around the login form: fields sit in one row when the form has room and
 * stack when it does not (a phone, or a narrow top bar), whatever the viewport.
 */
export const StyledRoot = styled.div.attrs<DataUi>({ 'data-ui': 'CompactLoginForm' })`
  container: compact-login / inline-size;
  /* A size container has no width of its own: it takes the room it is given. */
  inline-size: 100%;
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

  /* The submit button lines up with the inputs, below their labels. */
  & [data-ui='LoginForm.Submit'] {
    flex-direction: row;
    align-items: flex-end;
    align-self: stretch;
    padding-block-start: 1.6rem;
  }

  @container compact-login (max-width: 30rem) {
    & [data-ui='Form'] {
      flex-direction: column;
      align-items: stretch;
    }

    & [data-ui='Form'] > [data-ui='Field'] {
      flex: none;
    }

    & [data-ui='LoginForm.Submit'] {
      padding-block-start: 0;
    }

    & [data-ui='LoginForm.Submit'] > button {
      flex: 1;
    }
  }
`;
