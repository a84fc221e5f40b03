import { Suspense } from 'react';
import { useLingui } from '@lingui/react/macro';
import { getGames, launchGame } from '@lobby/api';
import { gameListPath } from '@lobby/core';
import { GameScreen, type StartGame } from '../../features/games/launch/GameScreen';
import { NoGameError } from '../../features/games/launch/noGame';
import { useDeferredMessages } from '../../features/preferences/useDeferredMessages';
import { vendorsAtom } from '../../features/vendors/atoms';
import { useAtomValue } from '../../state/jotai';

/** The sports vendor whose book has a page of its own (doc 2 §2.1). */
const FB_VENDOR = 'FB';

/** FB's sports book is its first SPORTS game: found, then launched, on every visit. */
const startFbSports: StartGame = async (client, signal) => {
  const page = await getGames(
    client,
    { gameType: 'SPORTS', vassalage: FB_VENDOR, page: 1, pageSize: 1 },
    { signal },
  );
  const game = page.list[0];
  if (game === undefined) throw new NoGameError();
  return launchGame(
    client,
    { gameType: 'SPORTS', vassalage: game.vassalage, gameCode: game.gameCode },
    { signal },
  );
};

function FbSportsPage() {
  // This page's text is in the deferred catalog, with the game frame's.
  useDeferredMessages();
  const { t } = useLingui();
  const vendors = useAtomValue(vendorsAtom);
  const name = vendors?.find((vendor) => vendor.vassalage.toUpperCase() === FB_VENDOR)?.name;
  return (
    <GameScreen
      title={name ?? t`Sports`}
      lobbyPath={gameListPath('SPORTS')}
      start={startFbSports}
      startKey={FB_VENDOR}
    />
  );
}

/** /fbsports: the header only, and the FB sports book in the game frame. */
export function Component() {
  return (
    <Suspense fallback={null}>
      <FbSportsPage />
    </Suspense>
  );
}
