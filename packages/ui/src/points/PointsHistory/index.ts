export { PointsHistory } from './PointsHistory';
export type { HistoryList, PointsHistoryProps, PointsHistoryTab } from './PointsHistory';
