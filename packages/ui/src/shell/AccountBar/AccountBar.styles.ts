import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';
import { PHONE } from '../../primitives/breakpoints';

export const StyledBar = styled.div.attrs<DataUi>({ 'data-ui': 'AccountBar' })`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${token('space.2')};
  min-width: 0;
`;

export const StyledActions = styled.div.attrs<DataUi>({ 'data-ui': 'AccountBar.Actions' })`
  display: inline-flex;
  gap: ${token('space.2')};

  /*
   * A phone's one row holds the logo, the balance, the avatar and the menu button at any balance
   * (360 px): Deposit and Withdraw are in the site's menu there (ADR 028).
   */
  ${PHONE} {
    display: none;
  }
`;

/** The avatar as the account menu's trigger: a round target with room for the badge. */
export const StyledAvatarButton = styled.button.attrs<DataUi>({
  'data-ui': 'AccountBar.AvatarButton',
  type: 'button',
})`
  display: inline-grid;
  place-items: center;
  padding: 2px;
  /* Room for the badge, which sits over the avatar's inline-end edge. */
  margin-inline-end: 0.5rem;
  border: 0;
  border-radius: ${token('radius.full')};
  background: transparent;
  color: inherit;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${token('border.focus')};
    outline-offset: 2px;
  }
`;
