import type { DataUi } from '../../primitives/dataUi';
import { css, styled } from 'styled-components';
import { token } from '@lobby/theme';

/**
 * Fixed line and row heights, shared by the tables and their loading placeholders, so the results
 * take the same room before and after they arrive.
 */
const NUMBER_LINE = '1.75rem';
const OLDER_ROW = '2.75rem';

export const StyledDraws = styled.div.attrs<DataUi>({ 'data-ui': 'LotteryDraws' })`
  display: flex;
  flex-direction: column;
  gap: ${token('space.4')};
  min-width: 0;
`;

const table = css`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;

  & caption {
    padding-block-end: ${token('space.2')};
    text-align: start;
  }

  & th,
  & td {
    padding: ${token('space.1')} ${token('space.2')};
    border-block-end: 1px solid ${token('border.default')};
    text-align: start;
    vertical-align: middle;
  }

  & thead th {
    color: ${token('fg.muted')};
    font-size: 0.8125rem;
    font-weight: 600;
  }
`;

export const StyledPrizeTable = styled.table.attrs<DataUi>({ 'data-ui': 'LotteryDraws.Prizes' })`
  ${table}

  & tbody th {
    inline-size: 7.5rem;
    font-weight: 600;
    white-space: nowrap;
  }
`;

export const StyledCaption = styled.caption.attrs<DataUi>({ 'data-ui': 'LotteryDraws.Caption' })`
  display: table-caption;
`;

export const StyledCaptionTitle = styled.span.attrs<DataUi>({
  'data-ui': 'LotteryDraws.CaptionTitle',
})`
  display: block;
  font-family: ${token('font.heading')};
  font-size: 1.0625rem;
  font-weight: 600;
`;

export const StyledCaptionDetail = styled.span.attrs<DataUi>({
  'data-ui': 'LotteryDraws.CaptionDetail',
})`
  display: block;
  color: ${token('fg.muted')};
  font-size: 0.875rem;
`;

/** A tier's numbers: at most 4 a line (the six-number tiers in two lines of three). */
export const StyledNumbers = styled.span.attrs<DataUi>({ 'data-ui': 'LotteryDraws.Numbers' })<{
  $columns: number;
}>`
  display: grid;
  /* Even columns, each wide enough for a six-digit number, kept together at the start. */
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(max-content, 5.5rem));
  grid-auto-rows: ${NUMBER_LINE};
  align-items: center;
  column-gap: ${token('space.3')};
`;

export const StyledNumber = styled.span.attrs<DataUi>({ 'data-ui': 'LotteryDraws.Number' })`
  font-size: 1rem;
  font-weight: 600;
  letter-spacing: 0.04em;

  [data-tier='special'] & {
    color: ${token('fg.danger')};
    font-size: 1.125rem;
  }
`;

export const StyledOlderTable = styled.table.attrs<DataUi>({ 'data-ui': 'LotteryDraws.Older' })`
  ${table}

  & tbody tr[data-row='draw'] {
    block-size: ${OLDER_ROW};
  }

  & td[data-column='special'] {
    color: ${token('fg.danger')};
    font-weight: 600;
  }

  & td[data-column='toggle'] {
    inline-size: 2.5rem;
    text-align: end;
  }

  & td[data-column='numbers'] {
    padding-block: ${token('space.2')} ${token('space.4')};
    background: ${token('bg.sunken')};
  }
`;

export const StyledCaptionText = styled.span.attrs<DataUi>({
  'data-ui': 'LotteryDraws.CaptionText',
})`
  font-family: ${token('font.heading')};
  font-size: 1.0625rem;
  font-weight: 600;
`;

/** The expand arrow: points down when closed and flips when its row is open. */
export const StyledChevron = styled.svg.attrs<DataUi>({
  'data-ui': 'LotteryDraws.Chevron',
  viewBox: '0 0 24 24',
  width: 18,
  height: 18,
  fill: 'none',
})`
  transition: transform 150ms ease;

  [aria-expanded='true'] > * > & {
    transform: rotate(180deg);
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const StyledMore = styled.div.attrs<DataUi>({ 'data-ui': 'LotteryDraws.More' })`
  display: flex;
  justify-content: center;
`;
