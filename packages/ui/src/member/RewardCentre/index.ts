export { RewardCentre } from './RewardCentre';
export type { RewardCentreProps, RewardItem, RewardTab } from './RewardCentre';
