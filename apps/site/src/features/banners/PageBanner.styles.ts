import { styled } from 'styled-components';

/**
 * Holds the carousel's place while the group's banners load: the 16:5 slide (its width-relative
 * height comes from the padding) plus the controls row under it, so the page below stays put.
 */
export const StyledBannerSlot = styled.div`
  padding-block-end: 2.75rem;

  &::before {
    content: '';
    display: block;
    padding-block-start: 31.25%;
  }
`;
