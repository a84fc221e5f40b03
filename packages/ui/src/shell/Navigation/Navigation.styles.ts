import type { DataUi } from '../../primitives/dataUi';
import { css, styled } from 'styled-components';
import { token } from '@lobby/theme';

/**
 * The query container: the layout follows the navigation's own width (a header beside a logo, a
 * story frame), not the viewport's.
 */
export const StyledNav = styled.nav.attrs<DataUi>({ 'data-ui': 'Navigation' })`
  container: navigation / inline-size;
  /* A size container has no width of its own: it takes the room it is given. */
  inline-size: 100%;
  position: relative;
  flex: 1;
  min-width: 0;
`;

export const StyledMenuButton = styled.button.attrs<DataUi>({
  'data-ui': 'Navigation.MenuButton',
  type: 'button',
})`
  display: none;
  align-items: center;
  gap: ${token('space.2')};
  min-height: 2.5rem;
  padding-inline: ${token('space.3')};
  border: 1px solid ${token('border.emphasis')};
  border-radius: ${token('radius.md')};
  background: ${token('bg.surface')};
  color: ${token('fg.default')};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${token('border.focus')};
    outline-offset: 2px;
  }

  @container navigation (max-width: 47.99rem) {
    display: inline-flex;
  }
`;

export const StyledList = styled.ul.attrs<DataUi>({ 'data-ui': 'Navigation.List' })`
  display: flex;
  /* One row, whatever the number of game types: the rest scrolls sideways (and into view as the
     keyboard reaches it). The panels hang from the navigation, outside this scroller. */
  flex-wrap: nowrap;
  overflow-x: auto;
  scrollbar-width: thin;
  align-items: stretch;
  gap: ${token('space.1')};
  margin: 0;
  padding: 0;
  list-style: none;

  /* Narrow: the entries sit in a panel the menu button opens, one under the other. */
  @container navigation (max-width: 47.99rem) {
    display: none;
    flex-direction: column;
    overflow-x: visible;
    margin-block-start: ${token('space.2')};
    padding: ${token('space.2')};
    border: 1px solid ${token('border.default')};
    border-radius: ${token('radius.md')};
    background: ${token('bg.raised')};

    &[data-open] {
      display: flex;
    }
  }
`;

export const StyledEntry = styled.li.attrs<DataUi>({ 'data-ui': 'Navigation.Entry' })`
  display: flex;
  flex-direction: column;
`;

export const StyledEntryHead = styled.div.attrs<DataUi>({ 'data-ui': 'Navigation.EntryHead' })`
  display: flex;
  align-items: center;
`;

const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${token('border.focus')};
    outline-offset: -2px;
  }
`;

export const StyledLink = styled.a.attrs<DataUi>({ 'data-ui': 'Navigation.Link' })`
  display: inline-flex;
  align-items: center;
  flex: 1;
  min-height: 2.75rem;
  padding-inline: ${token('space.3')};
  border-block-end: 3px solid transparent;
  border-radius: ${token('radius.sm')};
  color: ${token('fg.default')};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;

  @media (hover: hover) {
    &:hover {
      background: ${token('bg.sunken')};
    }
  }

  &[aria-current='page'] {
    border-block-end-color: ${token('bg.accent')};
    color: ${token('fg.link')};
  }

  ${focusRing}
`;

export const StyledToggle = styled.button.attrs<DataUi>({
  'data-ui': 'Navigation.Toggle',
  type: 'button',
})`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 1.75rem;
  min-height: 2.75rem;
  padding: 0;
  border: 0;
  border-radius: ${token('radius.sm')};
  background: transparent;
  color: ${token('fg.muted')};
  cursor: pointer;

  & svg {
    width: 1rem;
    height: 1rem;
    transition: transform 120ms ease;
  }

  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }

  @media (hover: hover) {
    &:hover {
      background: ${token('bg.sunken')};
      color: ${token('fg.default')};
    }
  }

  @media (prefers-reduced-motion: reduce) {
    & svg {
      transition: none;
    }
  }

  ${focusRing}
`;

/** Wide: a panel under the whole bar. Narrow: it opens in place under its entry. */
export const StyledPanel = styled.div.attrs<DataUi>({ 'data-ui': 'Navigation.Panel' })`
  position: absolute;
  inset-block-start: 100%;
  inset-inline: 0;
  z-index: 900;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space.2')};
  padding: ${token('space.3')};
  border: 1px solid ${token('border.default')};
  border-radius: ${token('radius.md')};
  background: ${token('bg.raised')};
  color: ${token('fg.default')};
  box-shadow: ${token('shadow.overlay')};

  &[hidden] {
    display: none;
  }

  @container navigation (max-width: 47.99rem) {
    position: static;
    box-shadow: none;
    margin-block: ${token('space.1')};
  }
`;
