import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';

/** The query container: the bar rearranges by its own width. */
export const StyledTopBar = styled.div.attrs<DataUi>({ 'data-ui': 'HeaderTopBar' })`
  container: header-top-bar / inline-size;
`;

export const StyledRow = styled.div.attrs<DataUi>({ 'data-ui': 'HeaderTopBar.Row' })`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space.2')} ${token('space.4')};
  padding-block: ${token('space.2')};
`;

export const StyledTools = styled.div.attrs<DataUi>({ 'data-ui': 'HeaderTopBar.Tools' })`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space.2')};
`;

export const StyledAccount = styled.div.attrs<DataUi>({ 'data-ui': 'HeaderTopBar.Account' })`
  display: flex;
  justify-content: flex-end;
  flex: 1 1 auto;
  min-width: 0;
  margin-inline-start: auto;

  & > * {
    min-width: 0;
  }

  /* Narrow: the account part takes a row of its own, or gives way to the compact one. */
  @container header-top-bar (max-width: 47.99rem) {
    flex-basis: 100%;
    justify-content: stretch;

    & > * {
      flex: 1;
    }

    &[data-replaced] {
      display: none;
    }
  }
`;

export const StyledCompactAccount = styled.div.attrs<DataUi>({
  'data-ui': 'HeaderTopBar.CompactAccount',
})`
  display: none;
  margin-inline-start: auto;

  @container header-top-bar (max-width: 47.99rem) {
    display: flex;
  }
`;
