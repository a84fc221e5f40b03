import { styled } from 'styled-components';

/** Holds the login form's place while its chunk loads, so the header does not grow. */
export const StyledLoginSlot = styled.div`
  min-block-size: 2.25rem;
  min-inline-size: 16rem;

  /*
   * On a narrow bar the form stacks its fields (see CompactLoginForm): hold that height instead,
   * the row of links under it (forgot password, always shown) included.
   */
  @container header-top-bar (max-width: 47.99rem) {
    min-block-size: 14.5625rem;
  }
`;

/** Holds the navigation bar's place while its chunk loads. */
export const StyledNavigationSlot = styled.div`
  min-block-size: 3rem;
`;

/**
 * Holds the app-download button's place until the site configuration and the menu's chunk arrive,
 * so the tools row wraps the same way before and after (sized for the default language).
 */
export const StyledAppDownloadSlot = styled.div`
  min-block-size: 2rem;
  min-inline-size: 12.875rem;
`;
