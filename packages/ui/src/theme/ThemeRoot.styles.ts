import type { DataUi } from '../primitives/dataUi';
import { css, styled } from 'styled-components';
import { token } from '@lobby/theme';

/** Every box under a root, the app's or a portal's, sizes its border box: padding stays inside. */
const borderBoxes = css`
  & *,
  & *::before,
  & *::after {
    box-sizing: border-box;
  }
`;

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

  ${borderBoxes}

  & :where(h1, h2, h3, h4) {
    font-family: ${token('font.heading')};
    line-height: 1.25;
  }
`;

/**
 * A re-root for portal content: same variables and box sizing, no box of its own. (Without the box
 * sizing, a dialog as wide as a phone allows plus its padding ran off both sides of the screen.)
 */
export const StyledThemeScope = styled.div.attrs<DataUi>({ 'data-ui': 'ThemeScope' })`
  display: contents;
  color: ${token('fg.default')};
  font-family: ${token('font.body')};
  line-height: 1.5;
  ${borderBoxes}
`;
