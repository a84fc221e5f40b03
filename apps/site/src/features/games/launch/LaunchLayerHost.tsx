import { useAtomValue } from '../../../state/jotai';
import { useDeferredMessages } from '../../preferences/useDeferredMessages';
import { launchLayerAtom } from './launchLayer.atoms';
import { LaunchProblemDialog } from './LaunchProblemDialog';
import { SubGamesContainer } from './SubGamesContainer';

/** The launch layer on screen; this module is its own chunk, fetched on demand. */
export function LaunchLayerHost() {
  useDeferredMessages();
  const layer = useAtomValue(launchLayerAtom);
  if (layer === null) return null;
  if (layer.kind === 'subGames') {
    return (
      <SubGamesContainer
        key={`${layer.gameType}/${layer.vendor}`}
        gameType={layer.gameType}
        vendor={layer.vendor}
        title={layer.title}
      />
    );
  }
  return <LaunchProblemDialog layer={layer} />;
}
