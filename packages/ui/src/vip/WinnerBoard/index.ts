export { WinnerBoard } from './WinnerBoard';
export type { WinnerBoardEntry, WinnerBoardProps } from './WinnerBoard';
