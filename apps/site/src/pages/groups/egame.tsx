import { GameLobbyPage } from '../GameLobbyPage';

/** The electronic games page: /rng, /fish and /pvp (doc 2 §2.1). */
export function Component() {
  return <GameLobbyPage />;
}
