import { useRef, useState, type ReactNode, type Ref } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import {
  StyledActions,
  StyledBackIcon,
  StyledBar,
  StyledCover,
  StyledGameFrame,
  StyledIframe,
  StyledMessage,
  StyledProblem,
  StyledStage,
  StyledTitle,
} from './GameFrame.styles';
import { useViewportRoom } from './useViewportRoom';

/**
 * What the game's document may do. Scripts and forms run the game; `allow-same-origin` lets it keep
 * its own storage and cookies. That pair would let a same-origin document lift its own sandbox, so
 * it is safe only because every game is served from another origin than the site's: the game gets
 * its own origin's rights, never the site's. No top navigation, no popups, no downloads.
 */
export const GAME_FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms';
/** Sound without a click first, and the game's own full-screen button. */
export const GAME_FRAME_ALLOW = 'autoplay; fullscreen';

export interface GameFrameProps {
  /** The game's name: the page's heading and the frame's accessible title. */
  title: string;
  /** The game's launch address; null while it is on its way (a loading state shows). */
  src: string | null;
  /** Why the game cannot be shown; when set, a message with retry and back replaces the frame. */
  error?: ReactNode;
  /** The error's action; without it only "Back to lobby" is offered. */
  onRetry?: () => void;
  /** The error action's text ("Log in" when the game needs a login). @default the translated "Retry" */
  retryLabel?: string;
  /** Back to the lobby. */
  onBack: () => void;
  /** The iframe element: the page matches the game's messages against its window. */
  frameRef?: Ref<HTMLIFrameElement>;
  /** The game's document has loaded. */
  onLoad?: () => void;
  className?: string;
}

function BackIcon() {
  return (
    <StyledBackIcon viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M10 3L5 8l5 5" />
    </StyledBackIcon>
  );
}

/**
 * A launched game in an iframe that fills the viewport below the header: the game's name and a
 * way back above it, a loading cover until the game's page has loaded, and an error state.
 */
export function GameFrame({
  title,
  src,
  error,
  onRetry,
  retryLabel,
  onBack,
  frameRef,
  onLoad,
  className,
}: GameFrameProps) {
  const { t } = useLingui();
  const rootRef = useRef<HTMLElement>(null);
  const room = useViewportRoom(rootRef);
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const failed = error !== undefined && error !== null && error !== false;
  const loading = !failed && (src === null || loadedSrc !== src);
  const back = (
    <Button variant="secondary" size="sm" onClick={onBack}>
      <BackIcon />
      {t`Back to lobby`}
    </Button>
  );

  return (
    <StyledGameFrame ref={rootRef} $top={room.top} $bottom={room.bottom} className={className}>
      <StyledBar>
        <StyledTitle>{title}</StyledTitle>
        {!failed && back}
      </StyledBar>
      <StyledStage aria-busy={loading || undefined}>
        {failed ? (
          <StyledProblem>
            <StyledMessage role="alert">{error}</StyledMessage>
            <StyledActions>
              {onRetry && <Button onClick={onRetry}>{retryLabel ?? t`Retry`}</Button>}
              {back}
            </StyledActions>
          </StyledProblem>
        ) : (
          <>
            {src !== null && (
              <StyledIframe
                // A new address gets a new frame: changing an iframe's src would add an entry to
                // the site's history, and "back" would step through the game's pages.
                key={src}
                ref={frameRef}
                src={src}
                title={title}
                sandbox={GAME_FRAME_SANDBOX}
                allow={GAME_FRAME_ALLOW}
                referrerPolicy="no-referrer"
                onLoad={() => {
                  setLoadedSrc(src);
                  onLoad?.();
                }}
              />
            )}
            {loading && (
              <StyledCover>
                <Spinner size="lg" label={t`Starting ${title}`} />
              </StyledCover>
            )}
          </>
        )}
      </StyledStage>
    </StyledGameFrame>
  );
}
GameFrame.displayName = 'GameFrame';
