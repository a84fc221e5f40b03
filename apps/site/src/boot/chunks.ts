// The chunks the build, the prerender, the boot script and the bundle budget name
// (docs/startup.md). Each is the chunk of a module of this app, by its path from the app's root:
// the prerender finds each one for a page's boot data, which the boot script preloads beside the
// entry; the budget counts the home screen in the first visit. The build and the budget fail when
// one is missing (a module moved without its line here).

/** The application's entry. */
export const ENTRY_MODULE = 'src/main.tsx';

/** The lazy chunks the first render of a page waits for, besides the entry and its imports. */
export const FIRST_RENDER_CHUNKS = {
  /** The API's code: the first calls' answers (status, configuration, banners) need it. */
  api: 'src/data/runtime.ts',
  /** The banner carousel: over a shell, the first render shows the first banner in it. */
  bannerCarousel: 'src/lazy/BannerCarousel.ts',
} as const;

/** The home screen's group (`/`), loaded right after the first paint (app/screens.ts). */
export const HOME_SCREEN_MODULE = 'src/pages/groups/home.tsx';

/** The catalog of a language (its tag), which the first render waits for. */
export const catalogModule = (tag: string) => `../../packages/i18n/src/locales/${tag}.po`;
