import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '@lobby/core';
import { Button } from '../../../components/Button';
import { Countdown } from '../../../components/Countdown';
import { VisuallyHidden } from '../../../primitives/VisuallyHidden';
import { MechanicFrame } from '../shared/MechanicFrame';
import { ART, StyledPrize, StyledTally } from '../shared/mechanics.styles';
import { StyledAmount, StyledEnvelope, StyledNext } from './RedEnvelope.styles';

export interface RedEnvelopeProps {
  /** Today's envelope once opened (minor units); null: still closed. */
  openedAmount: number | null;
  /** The range an envelope pays, minor units. */
  min: number;
  max: number;
  /** ISO date-time when the next envelope may be opened. */
  nextAt: string;
  /** Currency symbol. @default 'P' */
  currency?: string;
  /** Opens today's envelope; the caller passes the amount back as `openedAmount`. */
  onOpen: () => Promise<unknown> | void;
  /** The next day has started while shown: ask for the state again. */
  onNextDay?: () => void;
  loading?: boolean;
  error?: string | null | undefined;
  onRetry?: () => void;
  actionError?: string | null | undefined;
}

function EnvelopeArt({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 120 150" aria-hidden="true" focusable="false">
      <rect x="4" y="20" width="112" height="126" rx="10" fill={ART.red} />
      {open ? (
        <path d="M4 30 L60 2 L116 30 Z" fill={ART.redDark} />
      ) : (
        <path
          d="M4 30 Q60 80 116 30 L116 20 Q116 14 110 14 L10 14 Q4 14 4 20 Z"
          fill={ART.redDark}
        />
      )}
      <circle
        cx="60"
        cy={open ? 30 : 62}
        r="16"
        fill={ART.gold}
        stroke={ART.goldDark}
        strokeWidth="3"
      />
    </svg>
  );
}

/**
 * The red envelope: closed, with a button to open it; on opening it shakes open (not under
 * reduced motion) and shows the amount, which a live region announces; opened today, it shows the
 * amount and when the next one opens.
 */
export function RedEnvelope({
  openedAmount,
  min,
  max,
  nextAt,
  currency = 'P',
  onOpen,
  onNextDay,
  loading = false,
  error,
  onRetry,
  actionError,
}: RedEnvelopeProps) {
  const { t } = useLingui();
  const money = (amount: number) => formatMoney(amount, { symbol: currency });
  const [busy, setBusy] = useState(false);
  // Opened by this button (not earlier, nor in another tab): only then does it animate and announce.
  const [openedHere, setOpenedHere] = useState(false);
  const opening = openedHere && openedAmount !== null;

  const open = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await onOpen();
      setOpenedHere(true);
    } catch {
      // Shown by the caller as actionError.
    } finally {
      setBusy(false);
    }
  };

  return (
    <MechanicFrame
      ui="RedEnvelope"
      title={t`Red envelope`}
      loading={loading}
      error={error}
      onRetry={onRetry}
      actionError={actionError}
    >
      <StyledEnvelope data-opening={opening}>
        <EnvelopeArt open={openedAmount !== null} />
      </StyledEnvelope>
      <VisuallyHidden role="status">
        {opening ? t`You got ${money(openedAmount)}` : ''}
      </VisuallyHidden>
      {openedAmount === null ? (
        <>
          <StyledTally>{t`One envelope a day, with ${money(min)} to ${money(max)} inside.`}</StyledTally>
          <Button loading={busy} onClick={() => void open()}>
            {t`Open the envelope`}
          </Button>
        </>
      ) : (
        <StyledAmount data-opening={opening}>
          <StyledPrize>{money(openedAmount)}</StyledPrize>
          <StyledNext>
            <span>{t`Today's envelope is open. The next one opens in`}</span>
            <Countdown endTime={Date.parse(nextAt)} {...(onNextDay && { onComplete: onNextDay })} />
          </StyledNext>
        </StyledAmount>
      )}
    </MechanicFrame>
  );
}
RedEnvelope.displayName = 'RedEnvelope';
