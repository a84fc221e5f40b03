import { lazy, Suspense, useState } from 'react';
import { isSiteLocaleCode, switchableLocales } from '@lobby/i18n';
import { HeaderTopBar, LanguageSwitch, SiteHeader, ThemeSwitch } from '@lobby/ui';
import { LazyAppDownloadMenu } from '../../lazy';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import { brandAtom } from '../brand/atoms';
import { changeLanguageAtom } from '../language/atoms';
import { sessionAtom } from '../session/atoms';
import { localeAtom, modeAtom, setModeAtom } from '../preferences/atoms';
import { permissionAtom, resourcesAtom, startUpDoneAtom } from '../system/atoms';
import { RouterLink } from './RouterLink';
import {
  StyledAppDownloadSlot,
  StyledLoginSlot,
  StyledNavigationSlot,
} from './HeaderContainer.styles';

// Visitors get the login form, members the account bar: each with its flow, in a chunk of its own.
const LazyHeaderLogin = lazy(async () => ({
  default: (await import('../account/HeaderLogin')).HeaderLogin,
}));
const LazyAccountBar = lazy(async () => ({
  default: (await import('../account/AccountBarContainer')).AccountBarContainer,
}));

// The game navigation (vendor menus) in its own chunk; its place is held while it loads.
const LazyNavigation = lazy(async () => ({
  default: (await import('./NavigationContainer')).NavigationContainer,
}));

function useLanguageAndTheme() {
  const mode = useAtomValue(modeAtom);
  const locale = useAtomValue(localeAtom);
  const setMode = useSetAtom(setModeAtom);
  const changeLanguage = useSetAtom(changeLanguageAtom);
  const [switching, setSwitching] = useState(false);
  const onLanguage = (code: string) => {
    if (!isSiteLocaleCode(code)) return;
    setSwitching(true);
    void changeLanguage(code).finally(() => setSwitching(false));
  };
  return {
    language: (
      <LanguageSwitch
        languages={switchableLocales}
        value={locale.code}
        onValueChange={onLanguage}
        disabled={switching}
      />
    ),
    theme: <ThemeSwitch mode={mode} onModeChange={setMode} />,
  };
}

export interface HeaderContainerProps {
  /** Whether the header shows its navigation (not on /seamless and /lottery). */
  showNavigation: boolean;
  activeHref: string;
}

export function HeaderContainer({ showNavigation, activeHref }: HeaderContainerProps) {
  const brand = useAtomValue(brandAtom);
  const resources = useAtomValue(resourcesAtom);
  const configurationLoaded = useAtomValue(permissionAtom) !== null;
  // The menu (a popover and a QR code library), the login form or account bar and the game
  // navigation mount when the start-up is done; their places are held until then.
  const startUpDone = useAtomValue(startUpDoneAtom);
  const loggedIn = useAtomValue(sessionAtom) !== null;
  const { language, theme } = useLanguageAndTheme();
  const ios = resources.IOS;
  const android = resources.ANDROID;
  return (
    <SiteHeader
      logoText={brand.logoText}
      homeHref="/"
      linkComponent={RouterLink}
      topBar={
        <HeaderTopBar
          language={language}
          appDownload={
            !configurationLoaded || !startUpDone ? (
              <StyledAppDownloadSlot />
            ) : ios || android ? (
              <Suspense fallback={<StyledAppDownloadSlot />}>
                <LazyAppDownloadMenu
                  ios={ios ? { url: ios.url, qrValue: ios.url } : null}
                  android={android ? { url: android.url, qrValue: android.url } : null}
                />
              </Suspense>
            ) : undefined
          }
          tools={theme}
          account={
            startUpDone ? (
              <Suspense fallback={<StyledLoginSlot />}>
                {loggedIn ? <LazyAccountBar /> : <LazyHeaderLogin />}
              </Suspense>
            ) : (
              <StyledLoginSlot />
            )
          }
        />
      }
      navigation={
        showNavigation ? (
          startUpDone ? (
            <Suspense fallback={<StyledNavigationSlot />}>
              <LazyNavigation activeHref={activeHref} />
            </Suspense>
          ) : (
            <StyledNavigationSlot />
          )
        ) : undefined
      }
    />
  );
}
