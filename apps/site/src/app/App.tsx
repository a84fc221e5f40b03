import { useEffect, useLayoutEffect } from 'react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { ThemeRoot } from '@lobby/ui';
import { brandAtom } from '../features/brand/brand.atoms';
import { localeAtom, modeAtom } from '../features/preferences/preferences.atoms';
import { useAtomValue } from '../state/jotai';
import { SiteRouter } from './router';

export interface AppProps {
  /**
   * Fixes the address for a render outside the browser (the build's render of a page's shell); in
   * the browser the router follows the address bar.
   */
  location?: string;
  /** Called once the first render is committed to the page (pass a stable function). */
  onFirstCommit?: () => void;
}

/** The site. */
export function App({ location, onFirstCommit }: AppProps = {}) {
  const brand = useAtomValue(brandAtom);
  const mode = useAtomValue(modeAtom);
  const locale = useAtomValue(localeAtom);

  // The page outside the theme root (overscroll, scrollbars) follows the mode too.
  useEffect(() => {
    document.documentElement.style.colorScheme = mode;
  }, [mode]);

  // The start-up's timeline waits for the first commit (app/startUp.ts).
  useLayoutEffect(() => {
    onFirstCommit?.();
  }, [onFirstCommit]);

  return (
    <I18nProvider i18n={i18n}>
      <ThemeRoot brand={brand} mode={mode} dir={locale.dir} lang={locale.tag}>
        <SiteRouter location={location} />
      </ThemeRoot>
    </I18nProvider>
  );
}
