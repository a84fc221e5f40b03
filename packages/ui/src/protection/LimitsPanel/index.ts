export { LimitsPanel } from './LimitsPanel';
export type { LimitsPanelProps } from './LimitsPanel';
