import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';

export const StyledBody = styled.div.attrs<DataUi>({ 'data-ui': 'RegisterDialog.Body' })`
  display: flex;
  flex-direction: column;
  gap: ${token('space.3')};

  /* The tab panel sits apart from its tabs, like the form from the prompt above it. */
  & [data-ui='Tabs.Content'] {
    padding-block-start: ${token('space.2')};
  }
`;
