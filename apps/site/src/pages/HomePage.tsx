import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { isSiteLocaleCode, switchableLocales } from '@lobby/i18n';
import { LanguageSwitch, ThemeSwitch } from '@lobby/ui';
import { brandAtom } from '../features/brand/atoms';
import { localeAtom, modeAtom, setLocaleAtom, setModeAtom } from '../features/preferences/atoms';
import { useAtomValue, useSetAtom } from '../state/jotai';
import { StyledMain, StyledPreferences } from './HomePage.styles';

/** The site's one page until the shell lands: the brand, with the theme and language switches. */
export function HomePage() {
  const { t } = useLingui();
  const brand = useAtomValue(brandAtom);
  const mode = useAtomValue(modeAtom);
  const locale = useAtomValue(localeAtom);
  const setMode = useSetAtom(setModeAtom);
  const setLocale = useSetAtom(setLocaleAtom);
  const [switching, setSwitching] = useState(false);

  const changeLanguage = (code: string) => {
    if (!isSiteLocaleCode(code)) return;
    setSwitching(true);
    void setLocale(code).finally(() => setSwitching(false));
  };

  const brandName = brand.name;
  return (
    <StyledMain>
      <h1>{brandName}</h1>
      <p>{t`Welcome to ${brandName}`}</p>
      <StyledPreferences>
        <ThemeSwitch mode={mode} onModeChange={setMode} />
        <LanguageSwitch
          languages={switchableLocales}
          value={locale.code}
          onValueChange={changeLanguage}
          disabled={switching}
        />
      </StyledPreferences>
    </StyledMain>
  );
}
