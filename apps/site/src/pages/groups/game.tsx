import { GameLobbyPage } from '../GameLobbyPage';

/** The games page: /live, /sports, /esports and the vendor game list /games/:games (doc 2 §2.1). */
export function Component() {
  return <GameLobbyPage />;
}
