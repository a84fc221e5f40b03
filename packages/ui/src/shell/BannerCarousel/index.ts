export { BANNER_AUTOPLAY_MS, BannerCarousel } from './BannerCarousel';
export type { BannerCarouselProps } from './BannerCarousel';
export { bannerLink } from './bannerLink';
export type { BannerItem, BannerLink } from './bannerLink';
