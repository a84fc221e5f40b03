import { Suspense, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { gameListPath } from '@lobby/core';
import { GameScreen } from '../../features/games/launch/GameScreen';
import { readGamePageQuery } from '../../features/games/launch/gamePage';
import { gameLaunchQuery } from '../../features/games/launch/launch.queries';
import { useDeferredMessages } from '../../features/preferences/useDeferredMessages';

/** /game: the generic launch's iframe page (doc 2 §2.1); the address names the game. */
function GamePage() {
  // This page's text is in the deferred catalog, with the game frame's.
  useDeferredMessages();
  const { t } = useLingui();
  const [params] = useSearchParams();
  const query = useMemo(() => readGamePageQuery(params), [params]);
  if (query === null) {
    return (
      <GameScreen
        title={t`Game`}
        lobbyPath="/"
        launch={null}
        unavailable={t`This game link is incomplete. Choose the game again from the lobby.`}
      />
    );
  }
  return (
    <GameScreen
      title={query.name || query.gameCode}
      lobbyPath={gameListPath(query.gameType)}
      launch={gameLaunchQuery(query)}
    />
  );
}

export function Component() {
  return (
    <Suspense fallback={null}>
      <GamePage />
    </Suspense>
  );
}
