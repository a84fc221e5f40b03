import { lazy, Suspense, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { isSiteLocaleCode, switchableLocales } from '@lobby/i18n';
import {
  HeaderTopBar,
  LanguageSwitch,
  SiteHeader,
  ThemeSwitch,
  type CompactLoginValues,
} from '@lobby/ui';
import { LazyAppDownloadMenu, LazyCompactLoginForm } from '../../lazy';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import { errorMessage } from '../api/errorMessages';
import { brandAtom } from '../brand/atoms';
import { changeLanguageAtom } from '../language/atoms';
import { loginAtom } from '../session/login';
import { localeAtom, modeAtom, setModeAtom } from '../preferences/atoms';
import { permissionAtom, resourcesAtom, whitelabelAtom } from '../system/atoms';
import { RouterLink } from './RouterLink';
import {
  StyledAppDownloadSlot,
  StyledLoginSlot,
  StyledNavigationSlot,
} from './HeaderContainer.styles';

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

function CompactLogin() {
  const { i18n } = useLingui();
  const login = useSetAtom(loginAtom);
  const flags = useAtomValue(whitelabelAtom);
  const [error, setError] = useState<string | null>(null);
  // The real session lands with the account-access flow; the form already calls the API and shows
  // the catalogue's message for a failure.
  const submit = async (values: CompactLoginValues) => {
    setError(null);
    try {
      await login(
        values.mode === 'username'
          ? { type: 'username', username: values.username, password: values.password }
          : {
              type: 'sms',
              mobileNum: values.mobile,
              countryDialingCode: values.countryDialingCode,
              verificationCode: values.code,
            },
      );
    } catch (failure) {
      setError(errorMessage(i18n, failure));
    }
  };
  return (
    <Suspense fallback={<StyledLoginSlot />}>
      <LazyCompactLoginForm
        onSubmit={submit}
        error={error}
        codeLoginEnabled={flags.MOBILEVERCODELOGIN3 === true}
        directRegisterEnabled={flags.DIRECTREG3 === true}
      />
    </Suspense>
  );
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
            !configurationLoaded ? (
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
          account={<CompactLogin />}
        />
      }
      navigation={
        showNavigation ? (
          <Suspense fallback={<StyledNavigationSlot />}>
            <LazyNavigation activeHref={activeHref} />
          </Suspense>
        ) : undefined
      }
    />
  );
}
