import { styled } from 'styled-components';
import { WIDE } from '@lobby/ui';

/**
 * The compact login form's height in a wide top bar: labels, fields and the row of links under
 * them, each of a set line height. The form and its place while it loads keep at least this much,
 * so the top bar does not grow when the form arrives, whatever the font.
 */
export const LOGIN_FORM_HEIGHT = '6.875rem';

/** Holds the login form's place while its chunk loads, so the header does not grow. */
export const StyledLoginSlot = styled.div`
  min-block-size: ${LOGIN_FORM_HEIGHT};
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

/** A phone visitor's Log in and Register, in the header's main row; a wide header has the form. */
export const StyledPhoneLogin = styled.div`
  display: flex;
  gap: 0.5rem;

  & > [data-held] {
    visibility: hidden;
  }

  ${WIDE} {
    display: none;
  }
`;

/** The member's account bar's place in the main row until its chunk arrives. */
export const StyledAccountSlot = styled.div`
  min-block-size: 2.75rem;
  min-inline-size: 9rem;
`;
