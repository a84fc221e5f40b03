export { PrizeWheel, SPIN_MS } from './PrizeWheel';
export type { PrizeWheelProps, WheelLanding } from './PrizeWheel';
