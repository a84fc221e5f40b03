import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { GAME_PAGE_SIZE } from '@lobby/core';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { GameCard, type GameTile } from '../GameCard';
import { GameCardPlaceholderContent } from '../GameCard/GameCardPlaceholder';
import { StyledItem, StyledList, StyledPlaceholder, StyledRegion } from './GameGrid.styles';

export interface GameGridProps<G extends GameTile = GameTile> {
  /** One page of games. */
  games: readonly G[];
  /** The list's accessible name ("Slots games"), translated by the caller. */
  label: string;
  onLaunch: (game: G) => void;
  /** Without it, cards show no favourite toggle. */
  onToggleFavourite?: (game: G) => void;
  /** The page is on its way: card-sized placeholders hold the grid's height. @default false */
  loading?: boolean;
  /** The page could not be loaded: a message and, with `onRetry`, a retry button. @default false */
  failed?: boolean;
  onRetry?: () => void;
  /** Placeholders shown while loading: a full page. @default 12 (the spec's page size) */
  pageSize?: number;
  /** Cards without thumbnails. @default false */
  lowData?: boolean;
  /** What to do when nothing matches (a "Clear filters" button). */
  emptyAction?: ReactNode;
  className?: string;
}

/** A page of game cards in as many columns as fit, with loading, failed and empty states. */
export function GameGrid<G extends GameTile>({
  games,
  label,
  onLaunch,
  onToggleFavourite,
  loading = false,
  failed = false,
  onRetry,
  pageSize = GAME_PAGE_SIZE,
  lowData = false,
  emptyAction,
  className,
}: GameGridProps<G>) {
  const { t } = useLingui();

  if (loading) {
    return (
      <StyledRegion className={className} aria-busy="true">
        <VisuallyHidden role="status">{t`Loading games`}</VisuallyHidden>
        <StyledList aria-label={label}>
          {Array.from({ length: Math.max(1, Math.floor(pageSize)) }, (_, index) => (
            <StyledPlaceholder key={index}>
              <GameCardPlaceholderContent lowData={lowData} />
            </StyledPlaceholder>
          ))}
        </StyledList>
      </StyledRegion>
    );
  }

  if (failed) {
    return (
      <StyledRegion className={className}>
        <EmptyState
          title={t`Games could not be loaded`}
          description={t`Check your connection and try again.`}
          action={onRetry && <Button onClick={onRetry}>{t`Retry`}</Button>}
        />
      </StyledRegion>
    );
  }

  if (games.length === 0) {
    return (
      <StyledRegion className={className}>
        <EmptyState
          title={t`No games found`}
          description={t`Try another vendor, category or name.`}
          action={emptyAction}
        />
      </StyledRegion>
    );
  }

  return (
    <StyledRegion className={className}>
      <StyledList aria-label={label}>
        {games.map((game) => (
          <StyledItem key={game.id}>
            <GameCard
              game={game}
              onLaunch={onLaunch}
              lowData={lowData}
              {...(onToggleFavourite && { onToggleFavourite })}
            />
          </StyledItem>
        ))}
      </StyledList>
    </StyledRegion>
  );
}
GameGrid.displayName = 'GameGrid';
