import { token } from '@lobby/theme';

export const TOGGLE_WIDTH = '1.75rem';
export const ITEM_SIZE = '2.75rem';

/**
 * The width the open side bar takes at the inline end of the viewport (toggle, item, the list's
 * padding and border). A page that shows the bar keeps this much room free at that edge, so the
 * bar never covers a link or a field, whatever the page's height. A module of its own, without
 * styled-components, so a page layout can read it without pulling in the bar.
 */
export const SIDE_BAR_GUTTER = `calc(${TOGGLE_WIDTH} + ${ITEM_SIZE} + 2 * ${token('space.2')} + 1px)`;
