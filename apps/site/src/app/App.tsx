import { useEffect } from 'react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { ThemeRoot } from '@lobby/ui';
import { brandAtom } from '../features/brand/atoms';
import { localeAtom, modeAtom } from '../features/preferences/atoms';
import { useAtomValue } from '../state/jotai';
import { SiteRouter } from './router';

export function App() {
  const brand = useAtomValue(brandAtom);
  const mode = useAtomValue(modeAtom);
  const locale = useAtomValue(localeAtom);

  // The page outside the theme root (overscroll, scrollbars) follows the mode too.
  useEffect(() => {
    document.documentElement.style.colorScheme = mode;
  }, [mode]);

  return (
    <I18nProvider i18n={i18n}>
      <ThemeRoot brand={brand} mode={mode} dir={locale.dir} lang={locale.tag}>
        <SiteRouter />
      </ThemeRoot>
    </I18nProvider>
  );
}
