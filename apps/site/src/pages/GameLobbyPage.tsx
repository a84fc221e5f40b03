import { useLocation } from 'react-router';
import { matchRoute } from '@lobby/core';
import { apiGameType } from '../features/games/launch/gameQuery';
import { GameLobby } from '../features/games/lobby/GameLobby';
import { HotMatchesContainer } from '../features/games/sportsPvp/HotMatchesContainer';
import { PvpRoomsContainer } from '../features/games/sportsPvp/PvpRoomsContainer';
import { useDeferredMessages } from '../features/preferences/useDeferredMessages';
import { NotFoundPage } from './NotFoundPage';
import { StyledPage } from './Page.styles';

/** The route's game type (`/rng`, `/games/card`); a type the catalogue does not know is not found. */
export function GameLobbyPage() {
  useDeferredMessages();
  const { pathname } = useLocation();
  const gameType = apiGameType(matchRoute(pathname)?.gameType ?? '');
  if (gameType === null) return <NotFoundPage />;
  return (
    <StyledPage>
      {/* A new type is a new lobby: its state starts over from the address. */}
      <GameLobby
        key={gameType}
        gameType={gameType}
        // issue 27: the sports page's hot matches and the PVP page's open rooms
        extras={
          gameType === 'SPORTS' ? (
            <HotMatchesContainer />
          ) : gameType === 'PVP' ? (
            <PvpRoomsContainer />
          ) : undefined
        }
      />
    </StyledPage>
  );
}
