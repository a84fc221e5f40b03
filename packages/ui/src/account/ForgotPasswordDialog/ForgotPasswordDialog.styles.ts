import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';

export const StyledBody = styled.div.attrs<DataUi>({ 'data-ui': 'ForgotPasswordDialog.Body' })`
  display: flex;
  flex-direction: column;
  gap: ${token('space.3')};

  & [data-ui='Tabs.Content'] {
    padding-block-start: ${token('space.2')};
  }
`;

/** The message that the e-mail went out, and the button that ends the dialog. */
export const StyledConfirmation = styled.div.attrs<DataUi>({
  'data-ui': 'ForgotPasswordDialog.Confirmation',
})`
  display: flex;
  flex-direction: column;
  gap: ${token('space.4')};

  & > p {
    margin: 0;
    color: ${token('fg.default')};
    line-height: 1.5;
  }
`;
