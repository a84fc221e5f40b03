/**
 * The site's one breakpoint (docs/quality.md: phones first). Below it a page is a phone's: a
 * compact top bar, the category chips, a bottom bar in thumb reach, dialogs as sheets. The
 * viewport decides, not a container: the bars are fixed to the viewport and must agree.
 */
export const PHONE = '@media (max-width: 47.99rem)';
export const WIDE = '@media (min-width: 48rem)';
