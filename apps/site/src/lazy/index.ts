import { lazyComponent } from '../app/lazyComponent';

// Parts of the design system that the first paint does not need, each in a chunk of its own: a
// module here re-exports one part, and a static import of `@lobby/ui` elsewhere must not name it,
// or it falls back into the first paint's chunk. The site's own lazy parts are declared where they
// are used, with the same `lazyComponent`.
export const LazyNoticeDialog = lazyComponent(() => import('./NoticeDialog'), 'NoticeDialog');
export const LazySnow = lazyComponent(() => import('./Snow'), 'Snow');
export const LazyAppDownloadMenu = lazyComponent(
  () => import('./AppDownloadMenu'),
  'AppDownloadMenu',
);
export const LazyJackpotCounter = lazyComponent(() => import('./JackpotCounter'), 'JackpotCounter');
export const LazySystemPage = lazyComponent(() => import('./SystemPage'), 'SystemPage');
export const LazyNoticeBar = lazyComponent(() => import('./NoticeBar'), 'NoticeBar');
export const LazyBannerCarousel = lazyComponent(() => import('./BannerCarousel'), 'BannerCarousel');
