export { PayoutHistory } from './PayoutHistory';
export type { PayoutHistoryProps } from './PayoutHistory';
