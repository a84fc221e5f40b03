import { Suspense, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { launchGame } from '@lobby/api';
import { gameListPath } from '@lobby/core';
import { GameScreen, type StartGame } from '../../features/games/launch/GameScreen';
import { readGamePageQuery } from '../../features/games/launch/gamePage';
import { useDeferredMessages } from '../../features/preferences/useDeferredMessages';

/** /game: the generic launch's iframe page (doc 2 §2.1); the address names the game. */
function GamePage() {
  // This page's text is in the deferred catalog, with the game frame's.
  useDeferredMessages();
  const { t } = useLingui();
  const [params] = useSearchParams();
  const query = useMemo(() => readGamePageQuery(params), [params]);
  const start = useMemo<StartGame | null>(
    () =>
      query &&
      ((client, signal) =>
        launchGame(
          client,
          { gameType: query.gameType, vassalage: query.vendor, gameCode: query.gameCode },
          { signal },
        )),
    [query],
  );
  if (query === null) {
    return (
      <GameScreen
        title={t`Game`}
        lobbyPath="/"
        start={null}
        startKey=""
        unavailable={t`This game link is incomplete. Choose the game again from the lobby.`}
      />
    );
  }
  return (
    <GameScreen
      title={query.name || query.gameCode}
      lobbyPath={gameListPath(query.gameType)}
      start={start}
      startKey={[query.gameType, query.vendor, query.gameCode].join('/')}
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
