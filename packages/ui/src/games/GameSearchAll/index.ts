export { GameSearchAll } from './GameSearchAll';
export type { GameSearchAllProps, SearchableGameTile } from './GameSearchAll';
