import { useEffect, useMemo, useState } from 'react';
import { isSiteLocaleCode, switchableLocales } from '@lobby/i18n';
import { LanguageSwitch, ThemeSwitch } from '@lobby/ui';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import { changeLanguageAtom } from '../language/language.actions';
import { offeredLanguages, replacementLanguage } from '../language/offeredLanguages';
import { setModeAtom } from '../preferences/preferences.actions';
import { localeAtom, modeAtom } from '../preferences/preferences.atoms';
import { permissionAtom } from '../system/system.atoms';

/** The language switch and the theme switch, wired: the wide header's top bar and a phone's menu. */
export function useLanguageAndTheme() {
  const mode = useAtomValue(modeAtom);
  const locale = useAtomValue(localeAtom);
  const setMode = useSetAtom(setModeAtom);
  const changeLanguage = useSetAtom(changeLanguageAtom);
  const [switching, setSwitching] = useState(false);
  // The merchant's supported languages (doc 1 §1), once the site configuration has answered.
  const supported = useAtomValue(permissionAtom)?.info.languages;
  const languages = useMemo(() => offeredLanguages(switchableLocales, supported), [supported]);
  const onLanguage = (code: string) => {
    if (!isSiteLocaleCode(code)) return;
    setSwitching(true);
    void changeLanguage(code).finally(() => setSwitching(false));
  };
  // A stored language this merchant does not support gives way to the default (doc 1 §1).
  const replacement = replacementLanguage(locale.code, languages);
  useEffect(() => {
    if (replacement !== null) void changeLanguage(replacement);
  }, [replacement, changeLanguage]);
  return {
    language: (
      <LanguageSwitch
        languages={languages}
        value={locale.code}
        onValueChange={onLanguage}
        disabled={switching}
      />
    ),
    theme: <ThemeSwitch mode={mode} onModeChange={setMode} />,
  };
}
