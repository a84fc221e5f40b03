import { type ComponentPropsWithoutRef, type FocusEventHandler, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Spinner } from '../../components/Spinner';
import {
  StyledCard,
  StyledFavourite,
  StyledHot,
  StyledImage,
  StyledInfo,
  StyledLaunch,
  StyledName,
  StyledThumb,
  StyledVendor,
} from './GameCard.styles';
import { useLazyThumbnail } from './useLazyThumbnail';
import { HeartIcon } from '../HeartIcon';

/** A game as a card shows it; the site maps the api's game (and its favourite state) to this. */
export interface GameTile {
  /** Unique within the list (the game's gameId or nodeId). */
  id: string | number;
  name: string;
  /** The vendor's display name. */
  vendor: string;
  /** Thumbnail address; without one the placeholder stays. */
  thumbnail?: string | undefined;
  /** @default false */
  hot?: boolean | undefined;
  /** @default false */
  favourite?: boolean | undefined;
  /** A favourite call for this game is under way: the toggle shows a loader. @default false */
  favouritePending?: boolean | undefined;
}

export interface GameCardProps<G extends GameTile = GameTile> extends Omit<
  ComponentPropsWithoutRef<'div'>,
  'children' | 'onFocus'
> {
  game: G;
  /** Called when the card is activated (click, Enter, Space). */
  onLaunch: (game: G) => void;
  /** Adds or removes the favourite; without it the favourite toggle is not shown. */
  onToggleFavourite?: (game: G) => void;
  /** Lists the game without a thumbnail (nothing is downloaded). @default false */
  lowData?: boolean;
  /**
   * Tab order of the card's buttons. A grid that moves focus with the arrow keys sets -1 on every
   * card but the current one. @default 0
   */
  tabIndex?: number;
  /** Focus entering the card (its launch or favourite button). */
  onFocus?: FocusEventHandler<HTMLDivElement>;
}

function Thumbnail({ src, children }: { src: string | undefined; children?: ReactNode }) {
  const { frameRef, status, attempt, onLoad, onError } = useLazyThumbnail<HTMLSpanElement>(
    Boolean(src),
  );
  const showImage = src && (status === 'loading' || status === 'loaded');
  return (
    <StyledThumb ref={frameRef} data-state={status}>
      {showImage && (
        <StyledImage
          key={attempt}
          src={src}
          data-loaded={status === 'loaded'}
          onLoad={onLoad}
          onError={onError}
        />
      )}
      {children}
    </StyledThumb>
  );
}

/**
 * A game: thumbnail (loaded when it scrolls into view, 4:3 placeholder until then), name, vendor
 * and a "Hot" badge. The whole card is one launch button named by its text, game first ("Golden
 * Bonanza Pragmatic Hot"), so what a speech user reads out is what the button is called; the
 * favourite toggle sits on its corner as a separate button. Elements are kept few: a lobby renders
 * dozens at once.
 */
export function GameCard<G extends GameTile>({
  game,
  onLaunch,
  onToggleFavourite,
  lowData = false,
  tabIndex = 0,
  ...rest
}: GameCardProps<G>) {
  const { t } = useLingui();
  const pending = game.favouritePending === true;
  const name = game.name;
  const hot = game.hot === true && <StyledHot tone="danger">{t`Hot`}</StyledHot>;

  // The text comes before the thumbnail in the document (the thumbnail is drawn above it by CSS
  // order), so the name is read first and "Hot" last, wherever its badge is drawn. The spaces
  // keep the words apart in the name; grid and flex layout ignore them.
  return (
    <StyledCard
      {...rest}
      data-low-data={lowData || undefined}
      data-favourite-button={onToggleFavourite ? '' : undefined}
    >
      <StyledLaunch tabIndex={tabIndex} onClick={() => onLaunch(game)}>
        <StyledInfo>
          <StyledName title={name}>{name}</StyledName> <StyledVendor>{game.vendor}</StyledVendor>
          {lowData && hot && <> {hot}</>}
        </StyledInfo>
        {!lowData && (
          <>
            {' '}
            <Thumbnail key={game.thumbnail} src={game.thumbnail}>
              {hot}
            </Thumbnail>
          </>
        )}
      </StyledLaunch>
      {onToggleFavourite && (
        <StyledFavourite
          label={t`Favourite ${name}`}
          variant="secondary"
          size="sm"
          round
          showTooltip={false}
          tabIndex={tabIndex}
          aria-pressed={game.favourite === true}
          aria-busy={pending || undefined}
          onClick={() => {
            if (!pending) onToggleFavourite(game);
          }}
        >
          {pending ? (
            <Spinner size="sm" decorative />
          ) : (
            <HeartIcon filled={game.favourite === true} />
          )}
        </StyledFavourite>
      )}
    </StyledCard>
  );
}
GameCard.displayName = 'GameCard';
