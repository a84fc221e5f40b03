import { useState } from 'react';
import { isSiteLocaleCode, switchableLocales } from '@lobby/i18n';
import { LanguageSwitch, ThemeSwitch } from '@lobby/ui';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import { changeLanguageAtom } from '../language/language.actions';
import { setModeAtom } from '../preferences/preferences.actions';
import { localeAtom, modeAtom } from '../preferences/preferences.atoms';

/** The language switch and the theme switch, wired: the wide header's top bar and a phone's menu. */
export function useLanguageAndTheme() {
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
