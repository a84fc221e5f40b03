import type { Decorator, Preview } from '@storybook/react-vite';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createGlobalStyle, styled } from 'styled-components';
// Workspace packages by path: the root manifest lists registry packages only, so a plain
// `npm install` on an old Node stops at the engine check instead of on pnpm's workspace protocol.
import { brands, defaultBrand } from '../packages/theme/src/index.ts';
import { activateCatalog, activateDeferredCatalog } from '../packages/i18n/src/index.ts';
import { ThemeRoot } from '../packages/ui/src/index.ts';
import { DEFAULT_STORY_LOCALE, localeItems, toolbarChoice } from './toolbar.ts';

const testMode = import.meta.env.STORYBOOK_TEST_MODE;
const defaultMode = testMode ?? 'light';

// Story tests compare behaviour, not motion: animations and transitions end at once.
const NoMotion = createGlobalStyle`
  *, *::before, *::after {
    animation-duration: 0s !important;
    animation-delay: 0s !important;
    transition-duration: 0s !important;
  }
`;

const SideBySide = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  min-height: 100vh;

  & > * {
    padding: 1rem;
  }
`;

const Single = styled.div`
  & > * {
    min-height: 100vh;
    padding: 1rem;
  }
`;

/** One decorator reads the toolbar: brand, mode (or both side by side) and locale. */
const withLobbyTheme: Decorator = (Story, { globals }) => {
  const { brand, modes, locale } = toolbarChoice(globals, defaultMode);
  const Layout = modes.length > 1 ? SideBySide : Single;
  return (
    <I18nProvider i18n={i18n}>
      {testMode && <NoMotion />}
      <Layout>
        {modes.map((mode) => (
          <ThemeRoot key={mode} brand={brand} mode={mode} dir={locale.dir} lang={locale.tag}>
            <Story />
          </ThemeRoot>
        ))}
      </Layout>
    </I18nProvider>
  );
};

const preview: Preview = {
  globalTypes: {
    brand: {
      description: 'Brand (one brand file each)',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: brands.map((b) => ({ value: b.code, title: b.name })),
        dynamicTitle: true,
      },
    },
    mode: {
      description: 'Colour mode',
      toolbar: {
        title: 'Mode',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
          { value: 'both', title: 'Side by side', icon: 'sidebyside' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: localeItems,
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    brand: defaultBrand.code,
    mode: defaultMode,
    locale: DEFAULT_STORY_LOCALE,
  },
  // The active catalogs are loaded before the story renders (only that locale's are fetched). The
  // deferred one holds the dialogs' and the lobby's messages.
  loaders: [
    async ({ globals }) => {
      const { tag } = toolbarChoice(globals, defaultMode).locale;
      await activateCatalog(i18n, tag);
      await activateDeferredCatalog(i18n, tag);
      return {};
    },
  ],
  decorators: [withLobbyTheme],
  parameters: {
    layout: 'fullscreen',
    // The phones docs/quality.md measures, and its desktop: a story sets one with
    // `globals: { viewport: { value: 'phone' } }`, and its test runs at that size too.
    viewport: {
      options: {
        phone: {
          name: 'Phone 360 x 740',
          styles: { width: '360px', height: '740px' },
          type: 'mobile',
        },
        phoneLarge: {
          name: 'Phone 390 x 844',
          styles: { width: '390px', height: '844px' },
          type: 'mobile',
        },
        tablet: {
          name: 'Tablet 768 x 1024',
          styles: { width: '768px', height: '1024px' },
          type: 'tablet',
        },
        desktop: {
          name: 'Desktop 1280 x 800',
          styles: { width: '1280px', height: '800px' },
          type: 'desktop',
        },
      },
    },
    controls: { expanded: true },
    a11y: {
      // An axe violation fails the story test. Portals render under <body>, so check all of it;
      // page-level rules make no sense for a unit shown alone.
      test: 'error',
      context: 'body',
      options: {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
        rules: {
          region: { enabled: false },
          'landmark-one-main': { enabled: false },
          'page-has-heading-one': { enabled: false },
        },
      },
    },
  },
};

export default preview;
