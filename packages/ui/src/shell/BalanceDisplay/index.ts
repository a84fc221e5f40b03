export { BalanceDisplay } from './BalanceDisplay';
export type { BalanceDisplayProps } from './BalanceDisplay';
