import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';
import { PHONE } from '../../primitives/breakpoints';

/*
 * Shared by the member and the agent centre (CentreOverlay): `$ui` names the centre, and each
 * part stamps `data-ui` from it (`MemberCentre.Page`, `AgentCentre.Page`), so the journeys and
 * brand overrides still tell them apart.
 */
interface Centre {
  $ui: string;
}

/** The menu beside the page; on a phone, the menu is a row above it. */
export const StyledLayout = styled.div.attrs<DataUi & Centre>(({ $ui }) => ({ 'data-ui': $ui }))`
  display: grid;
  grid-template-columns: minmax(11rem, 14rem) minmax(0, 1fr);
  gap: ${token('space.5')};
  min-height: 100%;

  ${PHONE} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${token('space.3')};
  }
`;

export const StyledMenu = styled.nav.attrs<DataUi & Centre>(({ $ui }) => ({
  'data-ui': `${$ui}.Menu`,
}))`
  min-width: 0;
  border-inline-end: 1px solid ${token('border.default')};
  padding-inline-end: ${token('space.3')};

  ${PHONE} {
    border-inline-end: 0;
    border-block-end: 1px solid ${token('border.default')};
    padding-inline-end: 0;
    padding-block-end: ${token('space.2')};
  }
`;

export const StyledMenuList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${token('space.1')};
  margin: 0;
  padding: 0;
  list-style: none;

  /* A phone scrolls the menu sideways inside its row; the page itself never scrolls sideways. */
  ${PHONE} {
    flex-direction: row;
    overflow-x: auto;
    scrollbar-width: thin;
  }
`;

export const StyledEntry = styled.a.attrs<DataUi & Centre>(({ $ui }) => ({
  'data-ui': `${$ui}.Entry`,
}))`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space.2')};
  min-height: 2.75rem;
  padding: ${token('space.2')} ${token('space.3')};
  border-radius: ${token('radius.md')};
  color: ${token('fg.default')};
  text-decoration: none;
  white-space: nowrap;

  @media (hover: hover) {
    &:hover {
      background: ${token('bg.sunken')};
    }
  }

  &[aria-current='page'] {
    background: ${token('bg.accentSubtle')};
    font-weight: 700;
    box-shadow: inset 3px 0 0 ${token('border.focus')};
  }

  &[aria-current='page']:dir(rtl) {
    box-shadow: inset -3px 0 0 ${token('border.focus')};
  }

  &:focus-visible {
    outline: 2px solid ${token('border.focus')};
    outline-offset: -2px;
  }

  ${PHONE} {
    flex: none;
    min-height: 2.5rem;

    &[aria-current='page'],
    &[aria-current='page']:dir(rtl) {
      box-shadow: inset 0 -3px 0 ${token('border.focus')};
    }
  }
`;

export const StyledContent = styled.section.attrs<DataUi & Centre>(({ $ui }) => ({
  'data-ui': `${$ui}.Page`,
}))`
  display: flex;
  flex-direction: column;
  gap: ${token('space.4')};
  min-width: 0;

  &:focus {
    outline: none;
  }

  &:focus-visible {
    outline: 2px solid ${token('border.focus')};
    outline-offset: 2px;
  }
`;
