// The build's render of a brand's offline page (ADR 023), in Node: the failed-start screen's look
// (ui's ErrorPage) with the offline page's words, in the default language and the brand's default
// mode, and what its script needs to show it in the visitor's language and mode.
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { catalogTags, DEFAULT_LOCALE, localeEntry, locales } from '@lobby/i18n';
import { browserColors, buildTheme, type Brand, type Mode } from '@lobby/theme';
import { ErrorPage, ThemeRoot } from '@lobby/ui';
import { OFFLINE_TEXT_ATTRIBUTE, type OfflineData, type OfflineWords } from '../offline/contract';
import { activatePageTexts } from './pageTexts';
import { renderWithStyles } from './renderWithStyles';
import { OFFLINE_TEXTS } from './texts/offlineTexts';

/** The offline page's words in every language, by tag. */
async function offlineWords(): Promise<Record<string, OfflineWords>> {
  const words: Record<string, OfflineWords> = {};
  for (const tag of catalogTags) {
    await activatePageTexts(tag);
    words[tag] = {
      title: i18n._(OFFLINE_TEXTS.title),
      message: i18n._(OFFLINE_TEXTS.message),
      retry: i18n._(OFFLINE_TEXTS.retry),
      dir: locales.find((entry) => entry.tag === tag)?.dir ?? 'ltr',
    };
  }
  return words;
}

/** The style attribute ThemeRoot gives its element: the theme's variables and `color-scheme`. */
function themeRootStyle(brand: Brand, mode: Mode): string {
  const theme = buildTheme(brand, mode);
  return [...Object.entries(theme.vars), ['color-scheme', theme.colorScheme]]
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
}

export interface RenderedOfflinePage {
  /** The markup, for the page's body. */
  html: string;
  /** The rules it uses. */
  css: string;
  /** The language tag it is written in. */
  lang: string;
  data: OfflineData;
}

/** A brand's offline page. */
export async function renderOfflinePage(brand: Brand): Promise<RenderedOfflinePage> {
  const words = await offlineWords();
  const locale = localeEntry(DEFAULT_LOCALE);
  await activatePageTexts(locale.tag);
  const mode = brand.defaultMode;
  const { html, css } = renderWithStyles(
    <I18nProvider i18n={i18n}>
      <ThemeRoot brand={brand} mode={mode} dir={locale.dir} lang={locale.tag}>
        <ErrorPage
          kind="start-failed"
          title={
            <span {...{ [OFFLINE_TEXT_ATTRIBUTE]: 'title' }}>{i18n._(OFFLINE_TEXTS.title)}</span>
          }
          message={
            <p {...{ [OFFLINE_TEXT_ATTRIBUTE]: 'message' }}>{i18n._(OFFLINE_TEXTS.message)}</p>
          }
          // The page's script wires the button to a reload.
          onReload={() => undefined}
        />
      </ThemeRoot>
    </I18nProvider>,
  );
  const perMode = (each: Mode) => ({
    style: themeRootStyle(brand, each),
    themeColor: browserColors(brand, each).theme,
  });
  return {
    html,
    css,
    lang: locale.tag,
    data: {
      tag: locale.tag,
      mode,
      words,
      modes: { light: perMode('light'), dark: perMode('dark') },
    },
  };
}
