import { useLingui } from '@lingui/react/macro';
import { Dialog } from '../../components/Dialog';
import type { GameTile } from '../GameCard';
import { GameGrid } from '../GameGrid';
import { useReturnFocus } from '../../primitives/useReturnFocus';

export interface SubGamePopupProps<G extends GameTile = GameTile> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The game (or vendor) whose sub-games are listed: the dialog's title. */
  title: string;
  games: readonly G[];
  /** The sub-games are on their way. @default false */
  loading?: boolean;
  /** They could not be loaded; with `onRetry`, a retry button. @default false */
  failed?: boolean;
  onRetry?: () => void;
  onLaunch: (game: G) => void;
  /** Cards without thumbnails. @default false */
  lowData?: boolean;
}

/**
 * The sub-games of a game flagged isGame = VASSALAGE (doc 2 §2.1), in a dialog: focus is trapped
 * inside and returns where it was on close; Escape and the close button close it.
 */
export function SubGamePopup<G extends GameTile>({
  open,
  onOpenChange,
  title,
  games,
  loading = false,
  failed = false,
  onRetry,
  onLaunch,
  lowData = false,
}: SubGamePopupProps<G>) {
  const { t } = useLingui();
  const onOpenAutoFocus = useReturnFocus(open);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={t`Choose a game to play.`}
      width={880}
      height={360}
      onOpenAutoFocus={onOpenAutoFocus}
    >
      <GameGrid
        games={games}
        label={t`Games of ${title}`}
        onLaunch={onLaunch}
        loading={loading}
        failed={failed}
        pageSize={8}
        lowData={lowData}
        {...(onRetry && { onRetry })}
      />
    </Dialog>
  );
}
SubGamePopup.displayName = 'SubGamePopup';
