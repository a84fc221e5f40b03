import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '@lobby/core';
import { Button } from '../../../components/Button';
import { usePrefersReducedMotion } from '../../../components/Marquee/usePrefersReducedMotion';
import { VisuallyHidden } from '../../../primitives/VisuallyHidden';
import { MechanicFrame } from '../shared/MechanicFrame';
import { ART, StyledPrize, StyledTally } from '../shared/mechanics.styles';
import { StyledControls, StyledDisc, StyledPointer, StyledStage } from './PrizeWheel.styles';
import { rotationFor, segmentAngle, wedgePath } from './wheelGeometry';

/** How long a spin turns, ms; 0 under reduced motion (the wheel jumps to the segment). */
export const SPIN_MS = 4_000;
const R = 100;

export interface WheelLanding {
  /** The segment the server drew (an index of `segments`). */
  segment: number;
  /** Minor units; 0 is "try again". */
  amount: number;
  /** Counts the spins of this visit, so two spins landing on the same segment both turn. */
  spin: number;
}

export interface PrizeWheelProps {
  /** Each segment's prize clockwise from the top, minor units; 0 is "try again". */
  segments: readonly number[];
  /** Spins the player has. */
  spins: number;
  /** Deposits that earn one spin, minor units. */
  depositPerSpin: number;
  /** Deposits counted towards the next spin, minor units. */
  towardsNext: number;
  /** Where the last spin of this visit landed; null before one. */
  landed: WheelLanding | null;
  /** Currency symbol. @default 'P' */
  currency?: string;
  /** How long a spin turns, ms (stories shorten it). @default SPIN_MS */
  spinMs?: number;
  /** Asks the server for a spin; the caller passes the segment back as `landed`. */
  onSpin: () => Promise<unknown> | void;
  loading?: boolean;
  error?: string | null | undefined;
  onRetry?: () => void;
  actionError?: string | null | undefined;
}

const FILLS = [ART.red, ART.gold, ART.redDark, ART.goldDark] as const;

/**
 * The prize wheel: an SVG wheel of weighted segments. A spin asks the server, which draws the
 * segment; the wheel then turns to it (at once under reduced motion) and the result is shown and
 * announced in a live region once it stops.
 */
export function PrizeWheel({
  segments,
  spins,
  depositPerSpin,
  towardsNext,
  landed,
  currency = 'P',
  spinMs = SPIN_MS,
  onSpin,
  loading = false,
  error,
  onRetry,
  actionError,
}: PrizeWheelProps) {
  const { t } = useLingui();
  const reduced = usePrefersReducedMotion();
  const money = (amount: number) => formatMoney(amount, { symbol: currency });
  const [busy, setBusy] = useState(false);
  // The landing the wheel last turned to, and its rotation: a new landing turns it on from there.
  const [turn, setTurn] = useState<{ landing: WheelLanding | null; rotation: number }>({
    landing: null,
    rotation: 0,
  });
  if (landed && landed !== turn.landing) {
    setTurn({
      landing: landed,
      rotation: rotationFor(turn.rotation, landed.segment, segments.length),
    });
  }
  const rotation = turn.rotation;
  // The landing whose turn has finished: its result is shown and announced.
  const [settled, setSettled] = useState<WheelLanding | null>(null);
  const turning = landed !== null && settled !== landed;
  const duration = reduced ? 0 : spinMs;

  useEffect(() => {
    if (!landed) return;
    const timer = setTimeout(() => setSettled(landed), duration);
    return () => clearTimeout(timer);
  }, [landed, duration]);

  const spin = async () => {
    if (busy || turning) return;
    setBusy(true);
    try {
      await onSpin();
    } catch {
      // Shown by the caller as actionError.
    } finally {
      setBusy(false);
    }
  };

  const label = (amount: number) => (amount === 0 ? t`Try again` : money(amount));
  const size = segmentAngle(segments.length);
  const result =
    settled === null
      ? ''
      : settled.amount === 0
        ? t`No prize this time`
        : t`You won ${money(settled.amount)}`;

  return (
    <MechanicFrame
      ui="PrizeWheel"
      title={t`Prize wheel`}
      loading={loading}
      error={error}
      onRetry={onRetry}
      actionError={actionError}
    >
      <StyledStage>
        <StyledDisc
          viewBox={`0 0 ${2 * R} ${2 * R}`}
          role="img"
          aria-label={t`Prize wheel with ${segments.length} segments: ${segments.map(label).join(', ')}`}
          style={{ transform: `rotate(${rotation}deg)`, transitionDuration: `${duration}ms` }}
        >
          {segments.map((amount, index) => {
            const middle = index * size + size / 2;
            return (
              <g key={index}>
                <path
                  d={wedgePath(index, segments.length, R)}
                  fill={FILLS[index % FILLS.length]}
                  stroke="#fff"
                  strokeWidth="1"
                />
                <text
                  x={R}
                  y={R * 0.32}
                  transform={`rotate(${middle} ${R} ${R})`}
                  textAnchor="middle"
                  fontSize="11"
                  fontWeight="700"
                  fill={index % 2 === 0 ? '#fff' : '#3b1d00'}
                >
                  {label(amount)}
                </text>
              </g>
            );
          })}
          <circle cx={R} cy={R} r="12" fill={ART.gold} stroke={ART.goldDark} strokeWidth="3" />
        </StyledDisc>
        <StyledPointer viewBox="0 0 24 28" aria-hidden="true" focusable="false">
          <path d="M2 2 H22 L12 26 Z" fill={ART.gold} stroke={ART.goldDark} strokeWidth="2" />
        </StyledPointer>
      </StyledStage>
      <VisuallyHidden role="status">{result}</VisuallyHidden>
      {settled && <StyledPrize aria-hidden="true">{result}</StyledPrize>}
      <StyledControls>
        <Button
          loading={busy || turning}
          disabled={spins === 0 && !turning}
          onClick={() => void spin()}
        >
          {t`Spin`}
        </Button>
        <StyledTally>{t`Spins left: ${spins}`}</StyledTally>
        <StyledTally>
          {t`Every ${money(depositPerSpin)} of deposits earns a spin: ${money(towardsNext)} so far towards the next.`}
        </StyledTally>
      </StyledControls>
    </MechanicFrame>
  );
}
PrizeWheel.displayName = 'PrizeWheel';
