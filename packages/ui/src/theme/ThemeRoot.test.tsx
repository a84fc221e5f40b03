import { describe, expect, test } from 'vitest';
import { render as rtlRender, screen } from '@testing-library/react';
import { brands, buildTheme } from '@lobby/theme';
import { render } from '../test/render';
import { ThemeRoot } from './ThemeRoot';
import { useThemeScope } from './ThemeContext';

function root() {
  return screen.getByText('content').closest('[data-ui="ThemeRoot"]') as HTMLElement;
}

describe('ThemeRoot', () => {
  test('emits every token of the theme as a CSS variable, with color-scheme, dir and lang', () => {
    render(<p>content</p>, { mode: 'dark', dir: 'rtl', locale: 'ar' });
    const element = root();
    const brand = brands[0]!;
    const theme = buildTheme(brand, 'dark');
    for (const [name, value] of Object.entries(theme.vars)) {
      expect(element.style.getPropertyValue(name)).toBe(value);
    }
    expect(element.style.colorScheme).toBe('dark');
    expect(element).toHaveAttribute('dir', 'rtl');
    expect(element).toHaveAttribute('lang', 'ar');
    expect(element).toHaveAttribute('data-mode', 'dark');
  });

  test('a brand or mode switch changes variables on the same element, not its class', () => {
    const [first, second] = brands;
    const { rerender } = rtlRender(
      <ThemeRoot brand={first!} mode="light">
        <p>content</p>
      </ThemeRoot>,
    );
    const element = root();
    const className = element.className;
    const before = element.style.getPropertyValue('--bg-accent');
    rerender(
      <ThemeRoot brand={second!} mode="dark">
        <p>content</p>
      </ThemeRoot>,
    );
    expect(root()).toBe(element);
    expect(element.className).toBe(className);
    expect(element.style.getPropertyValue('--bg-accent')).not.toBe(before);
    expect(element).toHaveAttribute('data-brand', second!.code);
  });

  test('useThemeScope outside a root says what is wrong', () => {
    function Probe() {
      useThemeScope();
      return null;
    }
    expect(() => rtlRender(<Probe />)).toThrow(/inside <ThemeRoot>/);
  });
});
