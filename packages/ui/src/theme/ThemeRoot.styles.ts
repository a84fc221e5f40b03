import type { DataUi } from '../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';

/**
 * The theme's CSS custom properties arrive through `style` (set by the component), so a brand or
 * mode switch rewrites variables on one element and never mints a new style rule.
 */
export const StyledThemeRoot = styled.div.attrs<DataUi>({ 'data-ui': 'ThemeRoot' })`
  min-height: 100%;
  background: ${token('bg.canvas')};
  color: ${token('fg.default')};
  font-family: ${token('font.body')};
  font-size: 1rem;
  line-height: 1.5;
  -webkit-font-smoothing: antialiased;
  text-size-adjust: 100%;

  & *,
  & *::before,
  & *::after {
    box-sizing: border-box;
  }

  & :where(h1, h2, h3, h4) {
    font-family: ${token('font.heading')};
    line-height: 1.25;
  }
`;

/** A re-root for portal content: same variables, no box of its own. */
export const StyledThemeScope = styled.div.attrs<DataUi>({ 'data-ui': 'ThemeScope' })`
  display: contents;
  color: ${token('fg.default')};
  font-family: ${token('font.body')};
  line-height: 1.5;
`;
