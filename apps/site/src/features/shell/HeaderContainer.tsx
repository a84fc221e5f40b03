import { useState } from 'react';
import { isSiteLocaleCode, switchableLocales } from '@lobby/i18n';
import { HeaderTopBar, LanguageSwitch, SiteHeader, ThemeSwitch } from '@lobby/ui';
import { AfterPhase } from '../../app/AfterPhase';
import { lazyComponent } from '../../app/lazyComponent';
import { LazyAppDownloadMenu } from '../../lazy';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import { brandAtom } from '../brand/brand.atoms';
import { changeLanguageAtom } from '../language/language.actions';
import { setModeAtom } from '../preferences/preferences.actions';
import { localeAtom, modeAtom } from '../preferences/preferences.atoms';
import { sessionAtom } from '../session/session.atoms';
import { resourcesAtom } from '../system/system.atoms';
import { RouterLink } from './RouterLink';
import {
  StyledAppDownloadSlot,
  StyledLoginSlot,
  StyledNavigationSlot,
} from './HeaderContainer.styles';

// Visitors get the login form, members the account bar: each with its flow, in a chunk of its own.
const HeaderLogin = lazyComponent(() => import('../account/HeaderLogin'), 'HeaderLogin');
const AccountBar = lazyComponent(
  () => import('../account/AccountBarContainer'),
  'AccountBarContainer',
);
// The game navigation (vendor menus) in its own chunk; its place is held while it loads.
const Navigation = lazyComponent(() => import('./NavigationContainer'), 'NavigationContainer');

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
  const loggedIn = useAtomValue(sessionAtom) !== null;
  const { language, theme } = useLanguageAndTheme();
  const ios = resources.IOS;
  const android = resources.ANDROID;

  // The menu (a popover and a QR code library), the login form or account bar and the game
  // navigation mount once the start-up has settled; their places are held until then.
  return (
    <SiteHeader
      logoText={brand.logoText}
      homeHref="/"
      linkComponent={RouterLink}
      topBar={
        <HeaderTopBar
          language={language}
          appDownload={
            <AfterPhase phase="settled" placeholder={<StyledAppDownloadSlot />}>
              {(ios || android) && (
                <LazyAppDownloadMenu
                  ios={ios ? { url: ios.url, qrValue: ios.url } : null}
                  android={android ? { url: android.url, qrValue: android.url } : null}
                />
              )}
            </AfterPhase>
          }
          tools={theme}
          account={
            <AfterPhase phase="settled" placeholder={<StyledLoginSlot />}>
              {loggedIn ? <AccountBar /> : <HeaderLogin />}
            </AfterPhase>
          }
        />
      }
      navigation={
        showNavigation ? (
          <AfterPhase phase="settled" placeholder={<StyledNavigationSlot />}>
            <Navigation activeHref={activeHref} />
          </AfterPhase>
        ) : undefined
      }
    />
  );
}
