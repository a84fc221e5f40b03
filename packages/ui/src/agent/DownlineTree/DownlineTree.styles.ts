import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';
import { PHONE } from '../../primitives/breakpoints';

export const StyledDownlineTree = styled.div.attrs<DataUi>({ 'data-ui': 'DownlineTree' })`
  display: flex;
  flex-direction: column;
  gap: ${token('space.3')};
  min-width: 0;
  color: ${token('fg.default')};
`;

export const StyledSearch = styled.div.attrs<DataUi>({ 'data-ui': 'DownlineTree.Search' })`
  display: flex;
  flex-direction: column;
  gap: ${token('space.2')};
  min-width: 0;
`;

export const StyledSearchLabel = styled.label.attrs<DataUi>({
  'data-ui': 'DownlineTree.SearchLabel',
})`
  color: ${token('fg.muted')};
  font-size: 0.875rem;
`;

export const StyledSearchRow = styled.div.attrs<DataUi>({ 'data-ui': 'DownlineTree.SearchRow' })`
  display: flex;
  gap: ${token('space.2')};

  & > :first-child {
    flex: 1 1 auto;
    min-width: 0;
  }
`;

export const StyledResults = styled.ul.attrs<DataUi>({ 'data-ui': 'DownlineTree.Results' })`
  display: flex;
  flex-direction: column;
  gap: ${token('space.1')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledResult = styled.button.attrs<DataUi>({ 'data-ui': 'DownlineTree.Result' })`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space.2')};
  inline-size: 100%;
  min-height: 2.75rem;
  padding: ${token('space.2')} ${token('space.3')};
  border: 1px solid ${token('border.default')};
  border-radius: ${token('radius.md')};
  background: ${token('bg.surface')};
  color: ${token('fg.default')};
  font: inherit;
  text-align: start;
  cursor: pointer;

  &[aria-current='true'] {
    border-color: ${token('border.focus')};
    background: ${token('bg.accentSubtle')};
  }

  &:focus-visible {
    outline: 2px solid ${token('border.focus')};
    outline-offset: 2px;
  }
`;

export const StyledTree = styled.ul.attrs<DataUi>({ 'data-ui': 'DownlineTree.Tree' })`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A member that failed to load its team: the reason and a retry. */
export const StyledFailure = styled.div.attrs<DataUi>({ 'data-ui': 'DownlineTree.Failure' })`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space.2')};
`;

/**
 * One member, indented by its level (--level, set by the item); less on a phone, where width is
 * scarce.
 */
export const StyledItem = styled.li.attrs<DataUi>({ 'data-ui': 'DownlineTree.Item' })`
  display: flex;
  align-items: center;
  gap: ${token('space.2')};
  min-height: 2.75rem;
  padding-inline: calc(var(--level, 0) * ${token('space.5')}) ${token('space.2')};
  border-radius: ${token('radius.md')};
  cursor: pointer;

  ${PHONE} {
    padding-inline-start: calc(var(--level, 0) * ${token('space.3')});
  }

  @media (hover: hover) {
    &:hover {
      background: ${token('bg.sunken')};
    }
  }

  &:focus {
    outline: none;
  }

  &:focus-visible {
    outline: 2px solid ${token('border.focus')};
    outline-offset: -2px;
  }

  &[aria-selected='true'] {
    background: ${token('bg.accentSubtle')};
    font-weight: 700;
  }
`;

/** The arrow that opens a member; it turns to point down when open, and mirrors right to left. */
export const StyledToggle = styled.span.attrs<DataUi>({ 'data-ui': 'DownlineTree.Toggle' })`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  inline-size: 2rem;
  block-size: 2rem;
  font-size: 1.25rem;
  line-height: 1;
  transition: transform 0.15s ease;

  &:dir(rtl) {
    transform: scaleX(-1);
  }

  &[data-open] {
    transform: rotate(90deg);
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const StyledItemLabel = styled.span.attrs<DataUi>({ 'data-ui': 'DownlineTree.Label' })`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space.1')} ${token('space.2')};
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const StyledTeamSize = styled.span.attrs<DataUi>({ 'data-ui': 'DownlineTree.TeamSize' })`
  color: ${token('fg.muted')};
  font-size: 0.875rem;
  font-weight: 400;
`;

export const StyledNote = styled.span.attrs<DataUi>({ 'data-ui': 'DownlineTree.Note' })`
  color: ${token('fg.muted')};
  font-size: 0.875rem;
`;
