import { useMemo, type CSSProperties, type ReactNode } from 'react';
import { StyleSheetManager, ThemeProvider } from 'styled-components';
import { buildTheme, type Brand, type Mode, type Theme } from '@lobby/theme';
import { atRuleSplittingSheet } from './atRuleSheet';
import { ThemeScopeContext, useThemeScope, type Direction } from './ThemeContext';
import { StyledThemeRoot, StyledThemeScope } from './ThemeRoot.styles';
import './styled';

const styleCache = new WeakMap<Theme, CSSProperties>();

/** The inline style that carries a theme: its variables and `color-scheme`. Cached per theme. */
function themeStyle(theme: Theme): CSSProperties {
  let style = styleCache.get(theme);
  if (!style) {
    style = { ...theme.vars, colorScheme: theme.colorScheme };
    styleCache.set(theme, style);
  }
  return style;
}

export interface ThemeRootProps {
  brand: Brand;
  mode: Mode;
  /** Script direction of the active locale. @default 'ltr' */
  dir?: Direction;
  /** BCP 47 tag of the active locale, set as `lang`. */
  lang?: string;
  className?: string;
  children?: ReactNode;
}

/**
 * Applies a brand and mode to everything inside it: CSS variables, `color-scheme`, `dir`, `lang`
 * and base typography. Portal content re-roots with <ThemeScope>.
 */
export function ThemeRoot({ brand, mode, dir = 'ltr', lang, className, children }: ThemeRootProps) {
  const theme = buildTheme(brand, mode);
  const scope = useMemo(() => ({ theme, dir, lang }), [theme, dir, lang]);
  return (
    // In the browser every ThemeRoot writes into the one at-rule splitting sheet. Rendered in Node
    // (a page's shell at build time) it writes into the sheet the renderer collects, if any.
    <StyleSheetManager sheet={typeof document === 'undefined' ? undefined : atRuleSplittingSheet}>
      <ThemeScopeContext.Provider value={scope}>
        <ThemeProvider theme={theme}>
          <StyledThemeRoot
            className={className}
            dir={dir}
            lang={lang}
            data-mode={theme.mode}
            data-brand={theme.brandCode}
            style={themeStyle(theme)}
          >
            {children}
          </StyledThemeRoot>
        </ThemeProvider>
      </ThemeScopeContext.Provider>
    </StyleSheetManager>
  );
}
ThemeRoot.displayName = 'ThemeRoot';

/**
 * Re-applies the nearest ThemeRoot inside a portal: variables set on the app's root do not reach a
 * sibling of it under <body>.
 */
export function ThemeScope({ children }: { children?: ReactNode }) {
  const { theme, dir, lang } = useThemeScope();
  return (
    <StyledThemeScope dir={dir} lang={lang} data-mode={theme.mode} style={themeStyle(theme)}>
      {children}
    </StyledThemeScope>
  );
}
ThemeScope.displayName = 'ThemeScope';
