export { favouriteLotteryGames, LotteryMenu } from './LotteryMenu';
export type { LotteryMenuGame, LotteryMenuGroup, LotteryMenuProps } from './LotteryMenu';
export { drawInterval } from './drawInterval';
export type { DrawInterval, DrawIntervalUnit } from './drawInterval';
