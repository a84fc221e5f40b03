import { useLocation } from 'react-router';
import { GAME_TYPES, type GameType } from '@lobby/api';
import { matchRoute } from '@lobby/core';
import { NotFoundPage } from '../../../pages/NotFoundPage';
import { StyledPage } from '../../../pages/Page.styles';
import { useDeferredMessages } from '../../preferences/useDeferredMessages';
import { GameLobby } from './GameLobby';

function isGameType(value: string | null | undefined): value is GameType {
  return (GAME_TYPES as readonly (string | null | undefined)[]).includes(value);
}

/** The route's game type (`/rng`, `/games/card`); a type the catalogue does not know is not found. */
export function GameLobbyPage() {
  useDeferredMessages();
  const { pathname } = useLocation();
  const gameType = matchRoute(pathname)?.gameType;
  if (!isGameType(gameType)) return <NotFoundPage />;
  return (
    <StyledPage>
      {/* A new type is a new lobby: its state starts over from the address. */}
      <GameLobby key={gameType} gameType={gameType} />
    </StyledPage>
  );
}
