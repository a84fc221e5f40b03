import { styled } from 'styled-components';
import { token } from '@lobby/theme';
import { Skeleton } from '../../components/Skeleton';
import type { DataUi } from '../../primitives/dataUi';
import { GAME_CARD_INFO_HEIGHT_PX } from './GameCard.styles';

const StyledThumb = styled.span.attrs<DataUi>({ 'data-ui': 'GameCard.PlaceholderThumb' })`
  display: block;
  aspect-ratio: 4 / 3;

  & > [data-ui='Skeleton'] {
    border-radius: 0;
  }
`;

const StyledText = styled.span.attrs<DataUi>({ 'data-ui': 'GameCard.PlaceholderText' })`
  display: flex;
  flex-direction: column;
  justify-content: center;
  box-sizing: border-box;
  block-size: ${GAME_CARD_INFO_HEIGHT_PX}px;
  padding-inline: ${token('space.3')};
  font-size: 0.8125rem;
`;

/**
 * What stands inside a card-sized placeholder (the grid's and the row's, which give it the card's
 * border and width): the 4:3 box (none in low data) and the two lines of a card's text, so nothing
 * moves when the card arrives. `still` for a placeholder of games not yet asked for.
 */
export function GameCardPlaceholderContent({
  lowData = false,
  still = false,
}: {
  lowData?: boolean;
  still?: boolean;
}) {
  return (
    <>
      {!lowData && (
        <StyledThumb>
          <Skeleton height="100%" still={still} />
        </StyledThumb>
      )}
      <StyledText>
        <Skeleton variant="text" width="70%" still={still} />
        <Skeleton variant="text" width="45%" still={still} />
      </StyledText>
    </>
  );
}
