import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '@lobby/core';
import { Button } from '../../../components/Button';
import { GameCard, type GameTile } from '../../../games/GameCard';
import { StyledActions, StyledFacts } from '../../../member/shared/shared.styles';
import { MechanicFrame } from '../shared/MechanicFrame';
import { StyledTally } from '../shared/mechanics.styles';
import { StyledFigures, StyledOffer, StyledTile } from './FreeSpins.styles';

/** The slot game the spins are played on, as its card shows it. */
export type FreeSpinsGameTile = GameTile;

export interface FreeSpinsProps {
  game: FreeSpinsGameTile;
  /** The member has claimed the spins. */
  granted: boolean;
  /** Spins the claim grants (or granted). */
  spins: number;
  /** Spins not yet played. */
  left: number;
  /** What every free spin plays for, minor units. */
  stake: number;
  /** What the free spins have paid so far, minor units. */
  won: number;
  /** Currency symbol. @default 'P' */
  currency?: string;
  /** Claims the spins; the caller passes the new state back. */
  onClaim: () => Promise<unknown> | void;
  /** Opens the game, where the spins are played. */
  onPlay: () => void;
  loading?: boolean;
  error?: string | null | undefined;
  onRetry?: () => void;
  actionError?: string | null | undefined;
}

/**
 * Free spins on one slot game: the game's card, the spins left of those granted, the stake each
 * plays for and what they have paid. Before the claim, Claim; after it, Play opens the game, where
 * the spins are used (the game says how many are left).
 */
export function FreeSpins({
  game,
  granted,
  spins,
  left,
  stake,
  won,
  currency = 'P',
  onClaim,
  onPlay,
  loading = false,
  error,
  onRetry,
  actionError,
}: FreeSpinsProps) {
  const { t } = useLingui();
  const money = (amount: number) => formatMoney(amount, { symbol: currency });
  const [busy, setBusy] = useState(false);
  const name = game.name;

  const claim = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await onClaim();
    } catch {
      // Shown by the caller as actionError.
    } finally {
      setBusy(false);
    }
  };

  return (
    <MechanicFrame
      ui="FreeSpins"
      title={t`Free spins`}
      loading={loading}
      error={error}
      onRetry={onRetry}
      actionError={actionError}
    >
      <StyledOffer>
        <StyledTile>
          <GameCard game={game} onLaunch={() => onPlay()} />
        </StyledTile>
        <StyledFigures>
          <StyledFacts>
            <dt>{t`Free spins left`}</dt>
            <dd>{granted ? t`${left} of ${spins}` : t`${spins} to claim`}</dd>
            <dt>{t`Stake per spin`}</dt>
            <dd>{money(stake)}</dd>
            <dt>{t`Total won`}</dt>
            <dd>{money(won)}</dd>
          </StyledFacts>
        </StyledFigures>
      </StyledOffer>
      <StyledTally role="status">
        {!granted
          ? t`Claim ${spins} free spins on ${name}, then play them in the game.`
          : left > 0
            ? t`Open ${name}: its rounds are free spins until they are used up.`
            : t`All your free spins are used. Rounds of ${name} are paid ones now.`}
      </StyledTally>
      <StyledActions>
        {granted ? (
          <Button onClick={onPlay}>{t`Play ${name}`}</Button>
        ) : (
          <Button
            loading={busy}
            onClick={() => void claim()}
          >{t`Claim ${spins} free spins`}</Button>
        )}
      </StyledActions>
    </MechanicFrame>
  );
}
FreeSpins.displayName = 'FreeSpins';
