import { css, styled } from 'styled-components';
import { token } from '@lobby/theme';
import { SIDE_BAR_GUTTER } from '@lobby/ui';

/** Room at the inline end for the fixed side bar, on pages that show it. */
const sideBarRoom = css<{ $sideBar: boolean }>`
  ${({ $sideBar }) =>
    $sideBar &&
    css`
      padding-inline-end: max(${token('space.4')}, ${SIDE_BAR_GUTTER});
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
