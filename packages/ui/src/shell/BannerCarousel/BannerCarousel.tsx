import type { MouseEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Carousel, type CarouselSlide } from '../../components/Carousel';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { routeLinkClick } from '../SiteFooter/linkNavigation';
import { bannerLink, type BannerItem } from './bannerLink';
import {
  StyledBannerCarousel,
  StyledFrame,
  StyledImage,
  StyledLink,
} from './BannerCarousel.styles';

/** The spec's banner autoplay interval. */
export const BANNER_AUTOPLAY_MS = 5000;

export interface BannerCarouselProps {
  /** The banners of the current route's group. Nothing renders when there are none. */
  banners: readonly BannerItem[];
  /**
   * Builds the in-site href of a `PROMOTION` or `GAME` banner (`/promoDetail?id=7`). Without it,
   * or when it returns nothing, such a banner is not a link.
   */
  hrefFor?: (banner: BannerItem) => string | undefined;
  /**
   * Called on a plain click on a `PROMOTION` or `GAME` banner, instead of loading its href (the
   * caller routes or launches the game). Modified clicks keep the browser's behaviour.
   */
  onBannerClick?: (banner: BannerItem, event: MouseEvent<HTMLAnchorElement>) => void;
  /**
   * Rebuilds the carousel when it changes. Pass the route path, so each route change starts at
   * the first banner with a fresh autoplay, as the spec asks.
   */
  resetKey?: string;
  /** Width / height of the banner box, as CSS `aspect-ratio`. @default '16 / 5' */
  aspectRatio?: string;
  /** Time each banner shows while rotating, in ms. @default 5000 */
  autoplayDelay?: number;
  /** @default true */
  autoplay?: boolean;
  /** The carousel's name. @default 'Banners' (translated) */
  'aria-label'?: string;
  className?: string;
}

/**
 * The route's banner carousel on the Carousel unit: autoplay with pause, dots only with more than
 * one banner, a fixed-ratio box so nothing shifts, and links only where a banner has a linkage.
 */
export function BannerCarousel({
  banners,
  hrefFor,
  onBannerClick,
  resetKey,
  aspectRatio = '16 / 5',
  autoplayDelay = BANNER_AUTOPLAY_MS,
  autoplay = true,
  'aria-label': ariaLabel,
  className,
}: BannerCarouselProps) {
  const { t } = useLingui();
  if (banners.length === 0) return null;

  const slides: CarouselSlide[] = banners.map((banner, index) => {
    const n = index + 1;
    const first = index === 0;
    const image = (
      <StyledFrame $ratio={aspectRatio}>
        <StyledImage
          src={banner.url}
          alt={banner.title?.trim() || t`Banner ${n}`}
          // The first banner is the likely largest paint: fetch it at once, the rest lazily.
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'auto'}
          decoding="async"
        />
      </StyledFrame>
    );
    const link = bannerLink(banner, hrefFor);
    let content = image;
    if (link?.kind === 'external') {
      content = (
        <StyledLink href={link.href} target="_blank" rel="noopener noreferrer">
          {image}
          <VisuallyHidden>{t`(opens in a new tab)`}</VisuallyHidden>
        </StyledLink>
      );
    } else if (link?.kind === 'internal') {
      content = (
        <StyledLink
          href={link.href}
          onClick={(event) =>
            routeLinkClick(
              event,
              link.href,
              onBannerClick && ((_, clickEvent) => onBannerClick(banner, clickEvent)),
            )
          }
        >
          {image}
        </StyledLink>
      );
    }
    return { id: String(banner.bannerId), content };
  });

  return (
    <StyledBannerCarousel className={className}>
      <Carousel
        key={resetKey}
        slides={slides}
        aria-label={ariaLabel ?? t`Banners`}
        autoplay={autoplay}
        autoplayDelay={autoplayDelay}
      />
    </StyledBannerCarousel>
  );
}
BannerCarousel.displayName = 'BannerCarousel';
