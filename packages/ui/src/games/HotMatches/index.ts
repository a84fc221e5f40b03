export { HotMatches } from './HotMatches';
export type { HotMatchEntry, HotMatchesProps } from './HotMatches';
