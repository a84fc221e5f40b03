import { useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '@lobby/ui';
import { useSetAtom } from '../../../state/jotai';
import { launchErrorMessage } from './launchErrorMessage';
import { launchLayerAtom, type LaunchLayer } from './launchLayer.atoms';
import { useLaunch } from './useLaunch';

export interface LaunchProblemDialogProps {
  layer: Exclude<LaunchLayer, { kind: 'subGames' }>;
}

/**
 * Why a game did not open (doc 2 §8: popup blocked, game under maintenance, network...), with a
 * retry: the retry is a click of its own, so a 'window' game's window may open in it.
 */
export function LaunchProblemDialog({ layer }: LaunchProblemDialogProps) {
  const { t, i18n } = useLingui();
  const setLayer = useSetAtom(launchLayerAtom);
  const launch = useLaunch();
  // Closes this problem only: a retry may already have put a new one in its place.
  const close = () => setLayer((current) => (current === layer ? null : current));
  const onOpenChange = (open: boolean) => {
    if (!open) close();
  };

  const blocked = layer.kind === 'blocked';
  return (
    <ConfirmDialog
      open
      onOpenChange={onOpenChange}
      title={blocked ? t`Allow popups to play` : t`The game could not start`}
      message={
        blocked
          ? t`Your browser blocked the game's window. Allow popups for this site, then retry.`
          : launchErrorMessage(i18n, layer.error)
      }
      confirmLabel={t`Retry`}
      onConfirm={() => {
        close();
        launch(layer.retry);
      }}
    />
  );
}
