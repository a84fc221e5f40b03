import { createContext, useContext } from 'react';
import type { Theme } from '@lobby/theme';

export type Direction = 'ltr' | 'rtl';

export interface ThemeScopeValue {
  readonly theme: Theme;
  readonly dir: Direction;
  readonly lang: string | undefined;
}

export const ThemeScopeContext = createContext<ThemeScopeValue | null>(null);

/** The theme, direction and language of the nearest ThemeRoot. */
export function useThemeScope(): ThemeScopeValue {
  const value = useContext(ThemeScopeContext);
  if (!value) throw new Error('useThemeScope must be used inside <ThemeRoot>');
  return value;
}
