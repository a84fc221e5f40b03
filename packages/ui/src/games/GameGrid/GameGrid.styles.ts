import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';
import { PHONE } from '../../primitives/breakpoints';
import { GAME_CARD_BORDER_PX } from '../GameCard/GameCard.styles';

/** The narrowest card on a phone: three fit in a 360 px screen's content, gaps included. */
export const PHONE_CARD_MIN_REM = 6;

export const StyledRegion = styled.div.attrs<DataUi>({ 'data-ui': 'GameGrid' })`
  min-width: 0;
`;

export const StyledList = styled.ul.attrs<DataUi>({ 'data-ui': 'GameGrid.List', role: 'list' })`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 10rem), 1fr));
  gap: ${token('space.3')};
  margin: 0;
  /* Room for the cards' focus rings. */
  padding: 4px;
  list-style: none;

  /* Three cards a row on a 360 px phone (LOOK.md). */
  ${PHONE} {
    grid-template-columns: repeat(auto-fill, minmax(min(100%, ${PHONE_CARD_MIN_REM}rem), 1fr));
    gap: ${token('space.2')};
  }
`;

export const StyledItem = styled.li.attrs<DataUi>({ 'data-ui': 'GameGrid.Item' })`
  min-width: 0;
`;

/** A card-sized placeholder: the same border, 4:3 box and text height as a GameCard. */
export const StyledPlaceholder = styled.li.attrs<DataUi>({
  'data-ui': 'GameGrid.Placeholder',
  'aria-hidden': true,
})`
  box-sizing: border-box;
  border: ${GAME_CARD_BORDER_PX}px solid ${token('border.default')};
  border-radius: ${token('radius.md')};
  overflow: hidden;
`;
