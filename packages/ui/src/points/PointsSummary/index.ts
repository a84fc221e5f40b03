export { PointsSummary } from './PointsSummary';
export type { PointsSummaryProps } from './PointsSummary';
