import { PointMallPage } from '../../features/points/PointMallPage';
import { useDeferredMessages } from '../../features/preferences/useDeferredMessages';

/** /pointMall: the points mall (issue 27); its words are in the deferred catalog. */
export function Component() {
  useDeferredMessages();
  return <PointMallPage />;
}
