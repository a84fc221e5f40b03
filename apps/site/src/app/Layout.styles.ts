import { css, styled } from 'styled-components';
import { token } from '@lobby/theme';
import { BOTTOM_NAV_HEIGHT, PHONE, SIDE_BAR_GUTTER, WIDE } from '@lobby/ui';

/** Room at the inline end for the fixed side bar, on wide pages that show it (a phone has none). */
const sideBarRoom = css<{ $sideBar: boolean }>`
  ${({ $sideBar }) =>
    $sideBar &&
    css`
      ${WIDE} {
        padding-inline-end: max(${token('space.4')}, ${SIDE_BAR_GUTTER});
      }
    `}
`;

export const StyledMain = styled.main<{ $sideBar: boolean }>`
  max-width: 75rem;
  margin-inline: auto;
  padding: ${token('space.4')};
  display: grid;
  /* One column as wide as the viewport allows: an auto column would grow to its widest item's
     smallest width and scroll the whole page sideways on a phone. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${token('space.4')};
  ${sideBarRoom}
`;

/** The footer's place: clear of the side bar too. */
export const StyledFooterSlot = styled.div<{ $sideBar: boolean }>`
  ${sideBarRoom}
`;

/** The jackpot counter's place while its chunk loads. */
export const StyledJackpotSlot = styled.div`
  min-block-size: 4rem;
`;

/** Shown on a wide screen only (the side bar: a phone has its links in the menu). */
export const StyledWideOnly = styled.div`
  ${PHONE} {
    display: none;
  }
`;

/** A phone's category chips under the header; their row keeps its height while they load. */
export const StyledPhoneChips = styled.div`
  block-size: 3.5rem;
  border-block-end: 1px solid ${token('border.default')};

  ${WIDE} {
    display: none;
  }
`;

/** Room at the end of a phone's page for the bottom bar, so it covers nothing. */
export const StyledBottomNavRoom = styled.div`
  block-size: calc(${BOTTOM_NAV_HEIGHT} + env(safe-area-inset-bottom, 0px));

  ${WIDE} {
    display: none;
  }
`;
