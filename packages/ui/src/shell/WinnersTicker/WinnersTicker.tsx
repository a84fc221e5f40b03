import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '@lobby/core';
import { Button } from '../../components/Button';
import { Marquee } from '../../components/Marquee';
import { Skeleton } from '../../components/Skeleton';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import {
  StyledAmount,
  StyledFailure,
  StyledLabel,
  StyledPlayer,
  StyledSkeleton,
  StyledTicker,
  StyledTrophy,
  StyledWin,
} from './WinnersTicker.styles';

/** A win as the ticker shows it; the site maps the api's winner to this. */
export interface WinnerEntry {
  /** Unique on the board. */
  id: string;
  /** The player's name, already masked by the server (`pl***01`). */
  player: string;
  /** The game's name. */
  game: string;
  /** The amount won, in integer minor units. */
  amount: number;
}

export interface WinnersTickerProps {
  /** The latest wins, newest first. Nothing renders when the list is empty and nothing is pending. */
  winners: readonly WinnerEntry[];
  /** Currency symbol before each amount. @default 'P' */
  currency?: string;
  /** The wins are on their way: a line of the same height holds the place. @default false */
  loading?: boolean;
  /** The wins could not be loaded: a message and, with `onRetry`, a retry button. @default false */
  failed?: boolean;
  onRetry?: () => void;
  /** Scrolling speed in CSS pixels per second. @default 50 */
  speed?: number;
  /** Controlled paused state of the ticker. */
  paused?: boolean;
  /** @default false */
  defaultPaused?: boolean;
  onPausedChange?: (paused: boolean) => void;
  /** The region's name. @default 'Latest wins' (translated) */
  'aria-label'?: string;
  className?: string;
}

function Trophy() {
  return (
    <StyledTrophy viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M7 4h10v3a5 5 0 0 1-10 0V4Zm0 1H4v2a3 3 0 0 0 3 3m10-5h3v2a3 3 0 0 1-3 3M12 12v4m-4 4h8m-6-4h4v4h-4z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </StyledTrophy>
  );
}

/**
 * The winner rank list as a ticker: the latest big wins scroll by in one line ("pl***01 won
 * P12,500.00 in Golden Reels"). The motion is the Marquee's one CSS animation, so nothing
 * re-renders while it runs; it stops under the pointer, has a pause control (WCAG 2.2.2), and
 * stands still with reduced motion. Loading and failure keep the line's height.
 */
export function WinnersTicker({
  winners,
  currency = 'P',
  loading = false,
  failed = false,
  onRetry,
  speed = 50,
  paused,
  defaultPaused,
  onPausedChange,
  'aria-label': ariaLabel,
  className,
}: WinnersTickerProps) {
  const { t } = useLingui();
  const name = ariaLabel ?? t`Latest wins`;
  const label = (
    <StyledLabel aria-hidden="true">
      <Trophy />
      <span>{name}</span>
    </StyledLabel>
  );

  if (loading) {
    return (
      <StyledTicker className={className} aria-busy="true">
        {label}
        <VisuallyHidden role="status">{t`Loading the latest wins`}</VisuallyHidden>
        <StyledSkeleton>
          <Skeleton variant="text" width="100%" />
        </StyledSkeleton>
      </StyledTicker>
    );
  }

  if (failed) {
    return (
      <StyledTicker className={className}>
        {label}
        <StyledFailure role="status">
          <span>{t`The latest wins could not be loaded.`}</span>
          {onRetry && (
            <Button variant="secondary" size="sm" onClick={onRetry}>
              {t`Retry`}
            </Button>
          )}
        </StyledFailure>
      </StyledTicker>
    );
  }

  if (winners.length === 0) return null;

  const items = winners.map(({ id, player, game, amount: minor }) => {
    const amount = formatMoney(minor, { symbol: currency });
    return (
      <StyledWin key={id}>
        <Trans>
          <StyledPlayer>{player}</StyledPlayer> won <StyledAmount>{amount}</StyledAmount> in {game}
        </Trans>
      </StyledWin>
    );
  });

  return (
    <StyledTicker className={className}>
      {label}
      <Marquee
        aria-label={name}
        items={items}
        interactive={false}
        speed={speed}
        {...(paused !== undefined && { paused })}
        {...(defaultPaused !== undefined && { defaultPaused })}
        {...(onPausedChange && { onPausedChange })}
      />
    </StyledTicker>
  );
}
WinnersTicker.displayName = 'WinnersTicker';
