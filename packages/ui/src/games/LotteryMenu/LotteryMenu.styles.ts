import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';
import { IconButton } from '../../components/IconButton';

/**
 * One measure for a game button and its placeholder, so the menu keeps its height when the games
 * arrive: two lines (name, interval) inside a fixed block size.
 */
export const LOTTERY_GAME_HEIGHT_REM = 3.5;

export const StyledMenu = styled.div.attrs<DataUi>({ 'data-ui': 'LotteryMenu' })`
  min-width: 0;
`;

export const StyledList = styled.ul.attrs<DataUi>({ 'data-ui': 'LotteryMenu.List', role: 'list' })`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 11rem), 1fr));
  gap: ${token('space.2')};
  margin: 0;
  /* Room for the buttons' focus rings. */
  padding: 4px;
  list-style: none;
`;

export const StyledItem = styled.li.attrs<DataUi>({ 'data-ui': 'LotteryMenu.Item' })`
  position: relative;
  min-width: 0;
`;

export const StyledGame = styled.button.attrs<DataUi>({
  'data-ui': 'LotteryMenu.Game',
  type: 'button',
})`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: 2px;
  box-sizing: border-box;
  width: 100%;
  block-size: ${LOTTERY_GAME_HEIGHT_REM}rem;
  margin: 0;
  /* The favourite toggle sits over the inline end: keep the text clear of it. */
  padding-block: 0;
  padding-inline: ${token('space.3')} var(--lottery-menu-favourite-room, ${token('space.3')});
  border: 1px solid ${token('border.default')};
  border-radius: ${token('radius.md')};
  background: ${token('bg.surface')};
  color: ${token('fg.default')};
  font: inherit;
  line-height: 1.25;
  text-align: start;
  cursor: pointer;
  transition: border-color 120ms ease;

  [data-favourite-button] > & {
    --lottery-menu-favourite-room: 2.75rem;
  }

  @media (hover: hover) {
    &:hover {
      border-color: ${token('border.emphasis')};
    }
  }

  &[aria-current='true'] {
    border-color: ${token('border.focus')};
    background: ${token('bg.accentSubtle')};
    box-shadow: inset 0 0 0 1px ${token('border.focus')};
  }

  &:focus-visible {
    outline: 2px solid ${token('border.focus')};
    outline-offset: 2px;
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const StyledName = styled.span.attrs<DataUi>({ 'data-ui': 'LotteryMenu.Name' })`
  overflow: hidden;
  font-size: 0.875rem;
  font-weight: 600;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const StyledInterval = styled.span.attrs<DataUi>({ 'data-ui': 'LotteryMenu.Interval' })`
  overflow: hidden;
  color: ${token('fg.muted')};
  font-size: 0.75rem;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const StyledFavourite = styled(IconButton)`
  position: absolute;
  inset-block-start: 50%;
  inset-inline-end: ${token('space.1')};
  transform: translateY(-50%);

  &[aria-pressed='true'] {
    color: ${token('fg.danger')};
  }
`;

/** The tab row's place while the menus load: the height of one row of tabs. */
export const StyledPlaceholderTabs = styled.div.attrs<DataUi>({
  'data-ui': 'LotteryMenu.PlaceholderTabs',
})`
  display: flex;
  align-items: center;
  gap: ${token('space.4')};
  box-sizing: border-box;
  block-size: calc(2.5rem + 1px);
  margin-block-end: ${token('space.3')};
  padding-inline: ${token('space.4')};
  border-block-end: 1px solid ${token('border.default')};
`;

export const StyledPlaceholderGame = styled.li.attrs<DataUi>({
  'data-ui': 'LotteryMenu.Placeholder',
  'aria-hidden': true,
})`
  box-sizing: border-box;
  block-size: ${LOTTERY_GAME_HEIGHT_REM}rem;
  padding: ${token('space.2')} ${token('space.3')};
  border: 1px solid ${token('border.default')};
  border-radius: ${token('radius.md')};
  font-size: 0.8125rem;
`;
