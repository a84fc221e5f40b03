import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../../components/Button';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { Money } from '../../components/Money';
import { RecordProblem } from '../../member/shared/RecordProblem';
import { StyledHeading, StyledPanel } from '../../member/shared/shared.styles';
import { useThemeScope } from '../../theme/ThemeContext';

/** An open PVP room; the site maps the api's room to this. */
export interface PvpRoomEntry {
  id: string;
  gameName: string;
  /** Minor units a hand. */
  stake: number;
  seatsTaken: number;
  seats: number;
}

export interface PvpRoomListProps {
  rooms: readonly PvpRoomEntry[];
  /** Takes a seat: the site's launch of the room's game. */
  onJoin: (room: PvpRoomEntry) => void;
  /** Currency symbol. @default 'P' */
  currency?: string;
  /** @default false */
  loading?: boolean;
  error?: string | null | undefined;
  onRetry?: () => void;
}

/**
 * PVP rooms (doc 2 §7): each open room's game, stake and seats, and a Join button that launches
 * it; a full room says so and cannot be joined. A table on a wide screen, cards on a phone.
 */
export function PvpRoomList({
  rooms,
  onJoin,
  currency = 'P',
  loading = false,
  error,
  onRetry,
}: PvpRoomListProps) {
  const { t } = useLingui();
  const { lang } = useThemeScope();
  const headingId = useId();

  const columns: DataTableColumn<PvpRoomEntry>[] = [
    { id: 'gameName', header: t`Game`, cell: (row) => row.gameName },
    {
      id: 'stake',
      header: t`Stake`,
      align: 'end',
      sortable: true,
      cell: (row) => <Money amount={row.stake} currency={currency} />,
    },
    {
      id: 'seats',
      header: t`Seats`,
      align: 'end',
      sortValue: (row) => row.seats - row.seatsTaken,
      sortable: true,
      cell: (row) => {
        const taken = row.seatsTaken.toLocaleString(lang);
        const seats = row.seats.toLocaleString(lang);
        return t`${taken} of ${seats}`;
      },
    },
    {
      id: 'join',
      header: t`Join`,
      cell: (row) => {
        const name = row.gameName;
        return row.seatsTaken >= row.seats ? (
          <Button variant="secondary" disabled>
            {t`Full`}
          </Button>
        ) : (
          <Button onClick={() => onJoin(row)} aria-label={t`Join ${name} room`}>
            {t`Join`}
          </Button>
        );
      },
    },
  ];

  return (
    <StyledPanel aria-labelledby={headingId}>
      <StyledHeading id={headingId}>{t`PVP rooms`}</StyledHeading>
      {error ? (
        <RecordProblem message={error} onRetry={onRetry} />
      ) : (
        <DataTable
          caption={t`Open rooms`}
          hideCaption
          columns={columns}
          rows={rooms}
          getRowKey={(row) => row.id}
          loading={loading}
          emptyTitle={t`No open rooms`}
          emptyDescription={t`Rooms open as players sit down. Try again in a moment.`}
        />
      )}
    </StyledPanel>
  );
}
PvpRoomList.displayName = 'PvpRoomList';
