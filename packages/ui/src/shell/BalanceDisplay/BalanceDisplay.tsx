import { useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { IconButton } from '../../components/IconButton';
import { Money } from '../../components/Money';
import { Skeleton } from '../../components/Skeleton';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import {
  StyledAmount,
  StyledBalance,
  StyledIcon,
  StyledLabel,
  StyledStatic,
} from './BalanceDisplay.styles';

export interface BalanceDisplayProps {
  /** The balance in integer minor units (cents), as Money takes it. */
  amount: number;
  /** Currency symbol. @default 'P' */
  currency?: string;
  /**
   * Refreshes the balance (the spec: a click on the balance refreshes it). While the promise is
   * pending an updating placeholder replaces the amount; a rejection simply ends it (the caller
   * reports the failure). Without it the amount is plain text.
   */
  onRefresh?: () => Promise<unknown>;
  /** Shows the updating placeholder from outside (a refresh the caller started). @default false */
  refreshing?: boolean;
  /** Controlled: the amount is hidden as `***` (never rendered in the page). */
  hidden?: boolean;
  /** Hidden on first render when uncontrolled. @default false */
  defaultHidden?: boolean;
  /** Called with the new hidden state when the eye toggle is used. */
  onHiddenChange?: (hidden: boolean) => void;
  /** Shows a visible "Balance" label before the amount. @default false */
  showLabel?: boolean;
}

function RefreshIcon() {
  return (
    <StyledIcon>
      <path d="M20 12a8 8 0 1 1-2.34-5.66" />
      <path d="M20 4v4h-4" />
    </StyledIcon>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M3 3l18 18" />}
    </svg>
  );
}

/**
 * The wallet balance in the header: a click refreshes it (an updating placeholder shows
 * meanwhile) and an eye toggle hides it as `***`. Hidden, the amount is not in the page at all.
 */
export function BalanceDisplay({
  amount,
  currency = 'P',
  onRefresh,
  refreshing: refreshingProp = false,
  hidden: hiddenProp,
  defaultHidden = false,
  onHiddenChange,
  showLabel = false,
}: BalanceDisplayProps) {
  const { t } = useLingui();
  const [ownHidden, setOwnHidden] = useState(defaultHidden);
  const hidden = hiddenProp ?? ownHidden;
  const [ownRefreshing, setOwnRefreshing] = useState(false);
  const refreshing = refreshingProp || ownRefreshing;
  // A second click while a refresh runs is ignored even before the re-render lands.
  const running = useRef(false);

  const refresh = async () => {
    if (!onRefresh || running.current || refreshing) return;
    running.current = true;
    setOwnRefreshing(true);
    try {
      await onRefresh();
    } catch {
      // The caller reports a failed refresh; the last known balance stays.
    } finally {
      running.current = false;
      setOwnRefreshing(false);
    }
  };

  const toggleHidden = () => {
    const next = !hidden;
    if (hiddenProp === undefined) setOwnHidden(next);
    onHiddenChange?.(next);
  };

  const figure = refreshing ? (
    <>
      <Skeleton variant="text" width="5rem" />
      <VisuallyHidden>{t`Updating balance`}</VisuallyHidden>
    </>
  ) : (
    <Money amount={amount} currency={currency} hidden={hidden} />
  );

  return (
    <StyledBalance role="group" aria-label={t`Balance`}>
      {showLabel && <StyledLabel aria-hidden="true">{t`Balance`}</StyledLabel>}
      {onRefresh ? (
        <StyledAmount
          aria-busy={refreshing || undefined}
          aria-disabled={refreshing || undefined}
          onClick={() => void refresh()}
        >
          {figure}
          <RefreshIcon />
          <VisuallyHidden>{t`Refresh balance`}</VisuallyHidden>
        </StyledAmount>
      ) : (
        <StyledStatic aria-busy={refreshing || undefined}>{figure}</StyledStatic>
      )}
      {/* Focus stays on the amount while it refreshes: the change is announced here. */}
      <VisuallyHidden role="status">{refreshing ? t`Updating balance` : ''}</VisuallyHidden>
      <IconButton
        label={t`Hide balance`}
        // The name stays fixed and aria-pressed carries the state; the hover hint says what a
        // click does next.
        title={hidden ? t`Show balance` : t`Hide balance`}
        showTooltip={false}
        aria-pressed={hidden}
        size="sm"
        round
        onClick={toggleHidden}
      >
        <EyeIcon crossed={hidden} />
      </IconButton>
    </StyledBalance>
  );
}
BalanceDisplay.displayName = 'BalanceDisplay';
