import { useLingui } from '@lingui/react/macro';
import { Button, PvpRoomList, type PvpRoomEntry } from '@lobby/ui';
import { errorMessage } from '../../../data/errorMessages';
import { useQuery } from '../../../data/useQuery';
import { useAtomValue } from '../../../state/jotai';
import { useProtectedAction } from '../../account/useProtectedAction';
import { useCurrencyProps } from '../../memberCentre/useCurrencyProps';
import { sessionAtom } from '../../session/session.atoms';
import { useLaunch } from '../launch/useLaunch';
import { pvpRoomsQuery } from './sportsPvp.queries';

/**
 * The PVP page's open rooms (issue 27; a game call, so a logged-in player's): joining one launches
 * its game through the lobby's one launch. A visitor is offered the login instead of the list.
 */
export function PvpRoomsContainer() {
  const { t } = useLingui();
  const loggedIn = useAtomValue(sessionAtom) !== null;
  const protect = useProtectedAction();
  if (!loggedIn) {
    return (
      <div>
        <p>{t`Log in to see the open PVP rooms and take a seat.`}</p>
        <Button onClick={() => protect(() => undefined)}>{t`Log in`}</Button>
      </div>
    );
  }
  return <PvpRooms />;
}

function PvpRooms() {
  const { i18n } = useLingui();
  const rooms = useQuery(pvpRoomsQuery, { keepPrevious: true });
  const launch = useLaunch();
  const money = useCurrencyProps();
  const join = (entry: PvpRoomEntry) => {
    const room = rooms.data?.find((r) => r.id === entry.id);
    if (!room) return;
    launch({
      kind: 'game',
      game: { gameType: 'PVP', vassalage: room.vassalage, gameCode: room.gameCode },
    });
  };
  return (
    <PvpRoomList
      rooms={rooms.data ?? []}
      onJoin={join}
      loading={rooms.data === undefined && !rooms.failed}
      error={rooms.failed ? errorMessage(i18n, rooms.error) : null}
      onRetry={() => void rooms.refetch()}
      {...money}
    />
  );
}
