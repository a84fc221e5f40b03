import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';

export const StyledHelpBody = styled.div.attrs<DataUi>({ 'data-ui': 'HelpDialog.Body' })`
  display: grid;
  gap: ${token('space.3')};
`;

export const StyledHelpSection = styled.details.attrs<DataUi>({ 'data-ui': 'HelpDialog.Section' })`
  border-block-end: 1px solid ${token('border.default')};
  padding-block: ${token('space.2')};

  & > summary {
    cursor: pointer;
    font-weight: 600;
    min-block-size: 44px;
    display: flex;
    align-items: center;
  }
`;

export const StyledHelpProblem = styled.div.attrs<DataUi>({ 'data-ui': 'HelpDialog.Problem' })`
  display: grid;
  gap: ${token('space.2')};
  justify-items: start;

  & > p {
    margin: 0;
    color: ${token('fg.danger')};
  }
`;

export const StyledHelpLink = styled.a.attrs<DataUi>({ 'data-ui': 'HelpDialog.Link' })`
  justify-self: start;
  color: ${token('fg.link')};
  min-block-size: 44px;
  display: inline-flex;
  align-items: center;
`;
