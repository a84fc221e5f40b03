export { WinnersTicker } from './WinnersTicker';
export type { WinnerEntry, WinnersTickerProps } from './WinnersTicker';
