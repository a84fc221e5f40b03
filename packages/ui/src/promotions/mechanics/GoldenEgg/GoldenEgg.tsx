import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '@lobby/core';
import { VisuallyHidden } from '../../../primitives/VisuallyHidden';
import { MechanicFrame } from '../shared/MechanicFrame';
import { ART, StyledPrize, StyledTally } from '../shared/mechanics.styles';
import { StyledEgg, StyledEggs } from './GoldenEgg.styles';

export interface EggResult {
  /** The egg smashed, 0-based. */
  egg: number;
  /** Minor units. */
  amount: number;
  /** Counts the smashes of this visit, so the same egg twice is a new result. */
  smash: number;
}

export interface GoldenEggProps {
  /** How many eggs to pick from. */
  eggs: number;
  tickets: number;
  /** Valid bet that earns one ticket, minor units. */
  betPerTicket: number;
  /** Valid bet counted towards the next ticket, minor units. */
  towardsNext: number;
  /** The last smash of this visit; null before one. */
  result: EggResult | null;
  /** Currency symbol. @default 'P' */
  currency?: string;
  /** Smashes egg `egg` (0-based); the caller passes the prize back as `result`. */
  onSmash: (egg: number) => Promise<unknown> | void;
  loading?: boolean;
  error?: string | null | undefined;
  onRetry?: () => void;
  actionError?: string | null | undefined;
}

function EggArt({ cracked }: { cracked: boolean }) {
  return (
    <svg viewBox="0 0 64 80" aria-hidden="true" focusable="false">
      <ellipse
        cx="32"
        cy="44"
        rx="26"
        ry="33"
        fill={ART.gold}
        stroke={ART.goldDark}
        strokeWidth="3"
      />
      <ellipse cx="22" cy="30" rx="6" ry="10" fill="#fff" opacity="0.45" />
      {cracked && (
        <path
          d="M8 40 L18 34 L26 44 L34 32 L42 44 L50 34 L58 40"
          fill="none"
          stroke={ART.redDark}
          strokeWidth="3"
          strokeLinejoin="round"
        />
      )}
    </svg>
  );
}

/**
 * The golden egg: a ticket smashes one of the eggs (each a button, so Tab and Enter or Space pick
 * one); the server draws the prize, shown on the egg and announced in a live region.
 */
export function GoldenEgg({
  eggs,
  tickets,
  betPerTicket,
  towardsNext,
  result,
  currency = 'P',
  onSmash,
  loading = false,
  error,
  onRetry,
  actionError,
}: GoldenEggProps) {
  const { t } = useLingui();
  const money = (amount: number) => formatMoney(amount, { symbol: currency });
  const [busy, setBusy] = useState<number | null>(null);

  const smash = async (egg: number) => {
    if (busy !== null || tickets === 0) return;
    setBusy(egg);
    try {
      await onSmash(egg);
    } catch {
      // Shown by the caller as actionError.
    } finally {
      setBusy(null);
    }
  };

  return (
    <MechanicFrame
      ui="GoldenEgg"
      title={t`Golden egg`}
      loading={loading}
      error={error}
      onRetry={onRetry}
      actionError={actionError}
    >
      <StyledTally>{t`Tickets: ${tickets}. Pick an egg to smash it with a ticket.`}</StyledTally>
      <StyledEggs>
        {Array.from({ length: eggs }, (_, egg) => {
          const smashed = result?.egg === egg;
          const number = egg + 1;
          return (
            <li key={egg}>
              <StyledEgg
                type="button"
                data-smashed={smashed}
                aria-busy={busy === egg || undefined}
                // aria-disabled, not disabled: the egg keeps focus when the last ticket is spent.
                aria-disabled={tickets === 0 || undefined}
                aria-label={
                  smashed ? t`Egg ${number}: ${money(result.amount)}` : t`Smash egg ${number}`
                }
                onClick={() => void smash(egg)}
              >
                <EggArt cracked={smashed} />
                <span aria-hidden="true">{smashed ? money(result.amount) : number}</span>
              </StyledEgg>
            </li>
          );
        })}
      </StyledEggs>
      <VisuallyHidden role="status">
        {result ? t`Egg ${result.egg + 1} held ${money(result.amount)}` : ''}
      </VisuallyHidden>
      {result && <StyledPrize aria-hidden="true">{t`You won ${money(result.amount)}`}</StyledPrize>}
      <StyledTally>
        {t`Every ${money(betPerTicket)} of valid bet earns a ticket: ${money(towardsNext)} so far towards the next.`}
      </StyledTally>
    </MechanicFrame>
  );
}
GoldenEgg.displayName = 'GoldenEgg';
