export { FreeSpins } from './FreeSpins';
export type { FreeSpinsGameTile, FreeSpinsProps } from './FreeSpins';
