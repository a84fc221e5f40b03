export { LotteryDraws } from './LotteryDraws';
export type { LotteryDrawResult, LotteryDrawsProps } from './LotteryDraws';
export { prizeTiers, tierColumns, VN_PRIZE_NUMBER_COUNT, VN_PRIZE_TIERS } from './prizeTiers';
export type { PrizeTier, TierNumbers } from './prizeTiers';
