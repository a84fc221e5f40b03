import { StrictMode, type ReactElement, type ReactNode } from 'react';
import { render as rtlRender, type RenderResult } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { defaultBrand, getBrand, type Mode } from '@lobby/theme';
import { ThemeRoot } from '../theme/ThemeRoot';
import type { Direction } from '../theme/ThemeContext';

export interface RenderOptions {
  /** Brand code. @default the default brand */
  brand?: string;
  /** @default 'light' */
  mode?: Mode;
  /** @default 'ltr' */
  dir?: Direction;
  /** A catalog tag loaded by the test setup (`en`, `ms`, `ar`). @default 'en' */
  locale?: string;
  /** The window's width in CSS pixels: 360 is a phone, where a phone's units show. @default 1024 */
  width?: number;
}

interface HappyDomWindow {
  happyDOM?: { setViewport(viewport: { width: number; height: number }): void };
}

/** Sizes the test window (happy-dom's own API), so media queries answer as on that screen. */
function setWindowWidth(width: number) {
  (window as unknown as HappyDomWindow).happyDOM?.setViewport({ width, height: 768 });
}

/** The one render every component test uses: StrictMode, Lingui and a theme root. */
export function render(ui: ReactElement, options: RenderOptions = {}): RenderResult {
  const { brand, mode = 'light', dir = 'ltr', locale = 'en', width = 1024 } = options;
  i18n.activate(locale);
  setWindowWidth(width);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <ThemeRoot
          brand={(brand && getBrand(brand)) || defaultBrand}
          mode={mode}
          dir={dir}
          lang={locale}
        >
          {children}
        </ThemeRoot>
      </I18nProvider>
    </StrictMode>
  );
  return rtlRender(ui, { wrapper });
}
