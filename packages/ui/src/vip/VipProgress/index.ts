export { VipProgress } from './VipProgress';
export type { VipProgressProps, VipStanding } from './VipProgress';
