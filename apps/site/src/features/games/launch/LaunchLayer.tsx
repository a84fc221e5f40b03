import { lazy, Suspense } from 'react';
import { useAtomValue } from '../../../state/jotai';
import { launchLayerAtom } from './launchLayer.atoms';

// The sub-game list and the launch messages, fetched the first time a launch needs one.
const LaunchLayerHost = lazy(async () => ({
  default: (await import('./LaunchLayerHost')).LaunchLayerHost,
}));

/**
 * Where a launch shows what it needs to (the sub-game list, why a game did not open). Mounted once,
 * with the navigation: every screen that launches games shows it.
 */
export function LaunchLayer() {
  const layer = useAtomValue(launchLayerAtom);
  if (layer === null) return null;
  return (
    <Suspense fallback={null}>
      <LaunchLayerHost />
    </Suspense>
  );
}
