import type { DataUi } from '../../primitives/dataUi';
import { css, keyframes, styled } from 'styled-components';
import { token } from '@lobby/theme';

/** The query container: the card layout follows the table's own width, not the viewport's. */
export const StyledRoot = styled.div.attrs<DataUi>({ 'data-ui': 'DataTable' })`
  container: datatable / inline-size;
  position: relative;
`;

/** Scrolls both ways; with a max height set, the header stays in view while rows scroll. */
export const StyledScroll = styled.div.attrs<DataUi>({ 'data-ui': 'DataTable.Scroll' })`
  max-height: var(--datatable-max-height, none);
  overflow: auto;
  border: 1px solid ${token('border.default')};
  border-radius: ${token('radius.md')};
  background: ${token('bg.surface')};

  &:focus-visible {
    outline: 2px solid ${token('border.focus')};
    outline-offset: 2px;
  }
`;

export const StyledCaption = styled.caption.attrs<DataUi>({ 'data-ui': 'DataTable.Caption' })`
  padding: ${token('space.3')} ${token('space.4')};
  font-weight: 600;
  text-align: start;

  /* Kept for assistive technology only: no band of empty space above the rows. */
  &[data-hidden] {
    padding: 0;
  }
`;

const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

/** Below the container width (or always with layout="cards"), each row becomes a labelled card. */
const cards = css`
  &,
  & > tbody,
  & > tbody > tr,
  & > tbody > tr > td {
    display: block;
  }

  & > thead > tr {
    display: flex;
    flex-wrap: wrap;
    gap: ${token('space.2')};
    padding: ${token('space.2')} ${token('space.3')};
  }

  /* No sort buttons: the header row has nothing to show above the cards. */
  & > thead > tr:not(:has([data-sortable])) {
    padding: 0;
  }

  & > thead > tr > th {
    position: static;
    padding: 0;
    border: 0;
    background: transparent;
  }

  /* Headers that cannot sort add nothing above cards: each value carries its own label. */
  & > thead > tr > th:not([data-sortable]) {
    ${visuallyHidden}
  }

  & > tbody > tr {
    margin: ${token('space.2')};
    padding: ${token('space.2')} ${token('space.3')};
    border: 1px solid ${token('border.default')};
    border-radius: ${token('radius.md')};
  }

  & > tbody > tr > td {
    display: grid;
    grid-template-columns: minmax(6rem, 40%) 1fr;
    gap: ${token('space.3')};
    padding: ${token('space.1')} 0;
    border: 0;
    text-align: start;
  }

  & > tbody > tr > td[data-full] {
    display: block;
  }

  & [data-ui='DataTable.CellLabel'] {
    display: block;
  }
`;

export const StyledTable = styled.table.attrs<DataUi>({ 'data-ui': 'DataTable.Table' })`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-variant-numeric: tabular-nums;

  &[aria-busy='true'] > tbody {
    cursor: progress;
  }

  &[data-layout='cards'] {
    ${cards}
  }

  @container datatable (max-width: 36rem) {
    &[data-layout='auto'] {
      ${cards}
    }
  }
`;

export const StyledHeaderCell = styled.th.attrs<DataUi>({ 'data-ui': 'DataTable.HeaderCell' })`
  position: sticky;
  top: 0;
  z-index: 1;
  padding: ${token('space.2')} ${token('space.3')};
  border-block-end: 1px solid ${token('border.emphasis')};
  background: ${token('bg.sunken')};
  color: ${token('fg.default')};
  font-size: 0.875rem;
  font-weight: 600;
  text-align: start;
  white-space: nowrap;

  &[data-align='center'] {
    text-align: center;
  }

  &[data-align='end'] {
    text-align: end;
  }
`;

export const StyledSortButton = styled.button.attrs<DataUi>({
  'data-ui': 'DataTable.SortButton',
  type: 'button',
})`
  display: inline-flex;
  align-items: center;
  gap: ${token('space.1')};
  min-height: 2rem;
  margin-inline: calc(-1 * ${token('space.2')});
  padding-inline: ${token('space.2')};
  border: 0;
  border-radius: ${token('radius.sm')};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;

  @media (hover: hover) {
    &:hover {
      background: ${token('bg.accentSubtle')};
    }
  }

  &:focus-visible {
    outline: 2px solid ${token('border.focus')};
    outline-offset: 0;
  }
`;

export const StyledSortIcon = styled.span.attrs<DataUi>({
  'data-ui': 'DataTable.SortIcon',
  'aria-hidden': true,
})`
  display: inline-block;
  width: 1em;
  color: ${token('fg.muted')};
  font-size: 0.75rem;
  text-align: center;
`;

export const StyledCell = styled.td.attrs<DataUi>({ 'data-ui': 'DataTable.Cell' })`
  padding: ${token('space.2')} ${token('space.3')};
  border-block-end: 1px solid ${token('border.default')};
  color: ${token('fg.default')};
  vertical-align: middle;

  tr:last-child > & {
    border-block-end: 0;
  }

  &[data-align='center'] {
    text-align: center;
  }

  &[data-align='end'] {
    text-align: end;
  }
`;

/** A value's column name, shown only in the card layout (the header row says it in a table). */
export const StyledCellLabel = styled.span.attrs<DataUi>({
  'data-ui': 'DataTable.CellLabel',
  'aria-hidden': true,
})`
  display: none;
  color: ${token('fg.muted')};
  font-size: 0.875rem;
  font-weight: 600;
`;

const shimmer = keyframes`
  from { opacity: 1; }
  50% { opacity: 0.45; }
  to { opacity: 1; }
`;

export const StyledSkeleton = styled.span.attrs<DataUi>({ 'data-ui': 'DataTable.Skeleton' })`
  display: block;
  height: 1em;
  max-width: 10rem;
  border-radius: ${token('radius.sm')};
  background: ${token('bg.sunken')};
  animation: ${shimmer} 1.4s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
