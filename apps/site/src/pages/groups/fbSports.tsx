import { Suspense } from 'react';
import { useLingui } from '@lingui/react/macro';
import { gameListPath } from '@lobby/core';
import { GameScreen } from '../../features/games/launch/GameScreen';
import { FB_VENDOR, fbSportsLaunchQuery } from '../../features/games/launch/launch.queries';
import { useDeferredMessages } from '../../features/preferences/useDeferredMessages';
import { useVendors } from '../../features/vendors/useVendors';

function FbSportsPage() {
  // This page's text is in the deferred catalog, with the game frame's.
  useDeferredMessages();
  const { t } = useLingui();
  const vendors = useVendors();
  const name = vendors?.find((vendor) => vendor.vassalage.toUpperCase() === FB_VENDOR)?.name;
  return (
    <GameScreen
      title={name ?? t`Sports`}
      lobbyPath={gameListPath('SPORTS')}
      launch={fbSportsLaunchQuery}
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
