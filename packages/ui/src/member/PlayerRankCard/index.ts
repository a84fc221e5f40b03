export { PlayerRankCard } from './PlayerRankCard';
export type { PlayerLevel, PlayerRankCardProps } from './PlayerRankCard';
