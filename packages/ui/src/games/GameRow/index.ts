export { GameRow } from './GameRow';
export type { GameRowProps } from './GameRow';
