import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { GameScreen } from '../../features/games/launch/GameScreen';
import { seamlessLaunchQuery } from '../../features/games/launch/launch.queries';
import { useDeferredMessages } from '../../features/preferences/useDeferredMessages';
import { useVendors } from '../../features/vendors/useVendors';

/**
 * /seamless?vendor=&gameCode=: the seamless vendor's game in the frame, under the header alone
 * (doc 1 §2: "header only"; the header hides its navigation here). The vendor data says the
 * vendor's game type; without a game code the vendor's first game starts.
 */
function SeamlessPage() {
  // This page's text is in the deferred catalog, with the game frame's.
  useDeferredMessages();
  const { t } = useLingui();
  const [params] = useSearchParams();
  const code = params.get('vendor')?.trim().toUpperCase() ?? '';
  const gameCode = params.get('gameCode')?.trim() ?? '';
  const vendors = useVendors();
  const vendor = vendors?.find((entry) => entry.vassalage.toUpperCase() === code);
  const unknown = code === '' || (vendors !== null && vendor === undefined);
  const launch =
    vendor === undefined
      ? null
      : seamlessLaunchQuery({ gameType: vendor.gameType, vendor: vendor.vassalage, gameCode });
  return (
    <GameScreen
      title={vendor?.name ?? t`Games`}
      lobbyPath="/"
      launch={launch}
      {...(unknown && { unavailable: t`This address names no game provider we offer.` })}
    />
  );
}

export function Component() {
  return (
    <Suspense fallback={null}>
      <SeamlessPage />
    </Suspense>
  );
}
