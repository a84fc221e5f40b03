import { useLocation } from 'react-router';
import { matchRoute } from '@lobby/core';
import { lazyComponent } from '../app/lazyComponent';
import { apiGameType } from '../features/games/launch/gameQuery';
import { GameLobby } from '../features/games/lobby/GameLobby';
import { useDeferredMessages } from '../features/preferences/useDeferredMessages';
import { NotFoundPage } from './NotFoundPage';
import { StyledPage } from './Page.styles';

// Two lobbies of a dozen have these (with their tables and record styles): every other lobby would
// evaluate their code as it opens, a long task on a phone (docs/benchmarks.md). Those two wait for
// it at the screen's own boundary, so the lobby never moves down when it arrives.
const HotMatchesContainer = lazyComponent(
  () => import('../features/games/sportsPvp/HotMatchesContainer'),
  'HotMatchesContainer',
);
const PvpRoomsContainer = lazyComponent(
  () => import('../features/games/sportsPvp/PvpRoomsContainer'),
  'PvpRoomsContainer',
);

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
