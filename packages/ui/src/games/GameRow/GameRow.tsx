import { useEffect, useId, useRef, useState, type Ref } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../../components/Button';
import { IconButton } from '../../components/IconButton';
import {
  Chevron,
  measureScroll,
  noOverflow,
  sameScrollState,
  type ScrollState,
} from '../../primitives/scrollOverflow';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { routeLinkClick, type NavigateHandler } from '../../shell/SiteFooter/linkNavigation';
import { useThemeScope } from '../../theme/ThemeContext';
import { GameCard, type GameTile } from '../GameCard';
import { GameCardPlaceholderContent } from '../GameCard/GameCardPlaceholder';
import {
  StyledArrows,
  StyledFailure,
  StyledHeader,
  StyledItem,
  StyledList,
  StyledPlaceholder,
  StyledRow,
  StyledSeeAll,
  StyledTitle,
} from './GameRow.styles';

export interface GameRowProps<G extends GameTile = GameTile> {
  /** The row's heading ("Popular", "Slots"), translated by the caller. */
  title: string;
  /** The heading's level. @default 2 */
  headingLevel?: 2 | 3;
  games: readonly G[];
  onLaunch: (game: G) => void;
  /** Without it, cards show no favourite toggle. */
  onToggleFavourite?: (game: G) => void;
  /** Where "See all" goes (the category's page); without it there is no link. */
  seeAllHref?: string;
  /** Takes a plain click on "See all" for the caller's router instead of a page load. */
  onNavigate?: NavigateHandler;
  /** The games are on their way: card-sized placeholders hold the row's size. @default false */
  loading?: boolean;
  /**
   * The games will be asked for later (once the row comes near the screen): the placeholders hold
   * the row's size, still, and nothing is announced. Wins over `loading`. @default false
   */
  waiting?: boolean;
  /** The games could not be loaded: a message and, with `onRetry`, a retry button. @default false */
  failed?: boolean;
  onRetry?: () => void;
  /** Placeholders shown while loading. @default 8 */
  placeholders?: number;
  /** Cards without thumbnails. @default false */
  lowData?: boolean;
  /** The row's root, for the caller to watch it come near the viewport. */
  ref?: Ref<HTMLElement>;
  className?: string;
}

/**
 * A titled row of game cards that scrolls sideways: by swipe on a phone (about three and a quarter
 * cards show at 360 px, so the next one peeks in), with "previous" and "next" buttons on wider
 * screens (6 to 8 cards). Cards are sized from the row's own width, so the loading placeholders,
 * the failure box and the cards take the same room and nothing moves when the games arrive.
 */
export function GameRow<G extends GameTile>({
  title,
  headingLevel = 2,
  games,
  onLaunch,
  onToggleFavourite,
  seeAllHref,
  onNavigate,
  loading = false,
  waiting = false,
  failed = false,
  onRetry,
  placeholders = 8,
  lowData = false,
  ref,
  className,
}: GameRowProps<G>) {
  const { t } = useLingui();
  const { dir } = useThemeScope();
  const headingId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const [scroll, setScroll] = useState<ScrollState>(noOverflow);
  const showGames = !waiting && !loading && !failed;

  useEffect(() => {
    const list = listRef.current;
    if (!list || !showGames) return undefined;
    // Re-renders only when an end is reached or left, never per scrolled pixel.
    const update = () => {
      const next = measureScroll(list);
      setScroll((previous) => (sameScrollState(previous, next) ? previous : next));
    };
    list.addEventListener('scroll', update, { passive: true });
    // The observer's first report comes after the next layout: measuring now would force one.
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    if (resize) resize.observe(list);
    else update();
    return () => {
      list.removeEventListener('scroll', update);
      resize?.disconnect();
    };
  }, [showGames, games.length]);

  const rtl = dir === 'rtl';
  const scrollPage = (towardsEnd: boolean) => {
    const list = listRef.current;
    if (!list) return;
    const physical = (towardsEnd ? 1 : -1) * (rtl ? -1 : 1);
    list.scrollBy({ left: physical * Math.max(list.clientWidth * 0.85, 40) });
  };

  const placeholderList = (still: boolean) => (
    <StyledList aria-hidden="true" data-state={still ? 'waiting' : 'loading'}>
      {Array.from({ length: Math.max(1, Math.floor(placeholders)) }, (_, index) => (
        <StyledPlaceholder key={index}>
          <GameCardPlaceholderContent lowData={lowData} still={still} />
        </StyledPlaceholder>
      ))}
    </StyledList>
  );

  let body;
  if (waiting) {
    body = placeholderList(true);
  } else if (loading) {
    body = (
      <>
        <VisuallyHidden role="status">{t`Loading games`}</VisuallyHidden>
        {placeholderList(false)}
      </>
    );
  } else if (failed) {
    body = (
      <StyledFailure data-low-data={lowData || undefined}>
        <span role="status">{t`Games could not be loaded`}</span>
        {onRetry && (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {t`Retry`}
          </Button>
        )}
      </StyledFailure>
    );
  } else {
    body = (
      <StyledList ref={listRef} aria-labelledby={headingId}>
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
    );
  }

  return (
    <StyledRow
      ref={ref}
      className={className}
      aria-labelledby={headingId}
      aria-busy={(loading && !waiting) || undefined}
    >
      <StyledHeader>
        <StyledTitle as={`h${headingLevel}`} id={headingId}>
          {title}
        </StyledTitle>
        {seeAllHref !== undefined && (
          <StyledSeeAll
            href={seeAllHref}
            onClick={(event) => routeLinkClick(event, seeAllHref, onNavigate)}
          >
            {t`See all`} <VisuallyHidden>{title}</VisuallyHidden>
            <Chevron pointsLeft={rtl} />
          </StyledSeeAll>
        )}
        {showGames && scroll.overflow && (
          <StyledArrows>
            <IconButton
              label={t`Previous games: ${title}`}
              variant="secondary"
              size="sm"
              round
              showTooltip={false}
              disabled={scroll.atStart}
              data-scroll="previous"
              onClick={() => scrollPage(false)}
            >
              <Chevron pointsLeft={!rtl} />
            </IconButton>
            <IconButton
              label={t`Next games: ${title}`}
              variant="secondary"
              size="sm"
              round
              showTooltip={false}
              disabled={scroll.atEnd}
              data-scroll="next"
              onClick={() => scrollPage(true)}
            >
              <Chevron pointsLeft={rtl} />
            </IconButton>
          </StyledArrows>
        )}
      </StyledHeader>
      {body}
    </StyledRow>
  );
}
GameRow.displayName = 'GameRow';
