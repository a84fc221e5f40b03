import type { BannerCarousel } from '@lobby/ui';

type Carousel = typeof BannerCarousel;

let loaded: Carousel | null = null;
let loading: Promise<Carousel | null> | null = null;

/**
 * The carousel's chunk, fetched once: the banner load starts it beside the list. It is rendered
 * without React.lazy and Suspense, because React holds back the reveal of a suspended boundary
 * for up to 300 ms after the last fallback it showed, and the first banner is the page's largest
 * picture. A chunk that fails to load leaves the page without a carousel.
 */
export function loadBannerCarousel(): Promise<Carousel | null> {
  loading ??= import('../../lazy/BannerCarousel').then(
    (module) => (loaded = module.default),
    () => {
      loading = null;
      return null;
    },
  );
  return loading;
}

/** The carousel if its chunk has arrived, else null. */
export const loadedBannerCarousel = (): Carousel | null => loaded;
