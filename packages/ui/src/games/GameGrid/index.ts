export { GameGrid } from './GameGrid';
export type { GameGridProps } from './GameGrid';
