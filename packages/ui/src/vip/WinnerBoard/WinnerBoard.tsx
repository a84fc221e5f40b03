import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { Money } from '../../components/Money';
import { formatDateTime } from '../../member/shared/formatDateTime';
import { RecordProblem } from '../../member/shared/RecordProblem';
import { StyledHeading, StyledPanel, StyledText } from '../../member/shared/shared.styles';
import { useThemeScope } from '../../theme/ThemeContext';

/** A win on the board; the site maps the api's winner to this. */
export interface WinnerBoardEntry {
  /** Unique on the board. */
  id: string;
  /** Already masked by the server (`pl***01`). */
  player: string;
  game: string;
  /** Integer minor units. */
  amount: number;
  /** Epoch milliseconds. */
  wonAt: number;
}

export interface WinnerBoardProps {
  /** Newest first. */
  winners: readonly WinnerBoardEntry[];
  /** Currency symbol. @default 'P' */
  currency?: string;
  /** @default false */
  loading?: boolean;
  error?: string | null | undefined;
  onRetry?: () => void;
}

/**
 * The winner board (doc 2 §2.5, §7 "Winner rank list") as a page: the latest big wins with the
 * game, the masked player, the amount and the time; the home page's ticker leads here. Sortable
 * by amount and time; cards on a phone.
 */
export function WinnerBoard({
  winners,
  currency = 'P',
  loading = false,
  error,
  onRetry,
}: WinnerBoardProps) {
  const { t } = useLingui();
  const { lang } = useThemeScope();
  const headingId = useId();

  const columns: DataTableColumn<WinnerBoardEntry>[] = [
    { id: 'game', header: t`Game`, cell: (row) => row.game },
    { id: 'player', header: t`Player`, cell: (row) => row.player },
    {
      id: 'amount',
      header: t`Amount won`,
      align: 'end',
      sortable: true,
      cell: (row) => <Money amount={row.amount} currency={currency} />,
    },
    {
      id: 'wonAt',
      header: t`Time`,
      sortable: true,
      cell: (row) => formatDateTime(row.wonAt, lang),
    },
  ];

  return (
    <StyledPanel aria-labelledby={headingId}>
      <StyledHeading id={headingId}>{t`Winner board`}</StyledHeading>
      <StyledText>{t`The latest big wins on this site.`}</StyledText>
      {error ? (
        <RecordProblem message={error} onRetry={onRetry} />
      ) : (
        <DataTable
          caption={t`Latest wins`}
          hideCaption
          columns={columns}
          rows={winners}
          getRowKey={(row) => row.id}
          loading={loading}
          emptyTitle={t`No wins yet`}
          emptyDescription={t`Big wins show here as they happen.`}
        />
      )}
    </StyledPanel>
  );
}
WinnerBoard.displayName = 'WinnerBoard';
