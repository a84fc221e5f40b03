import { styled } from 'styled-components';

/** Holds the marquee's height while the notices load, so the page below does not move. */
export const StyledNoticeSlot = styled.div`
  min-block-size: 2.5rem;
`;
