export { PointsSummary } from './PointsSummary';
export type { PointsSummaryProps } from './PointsSummary';
export { MallItem } from './MallItem';
export type { MallItemProps } from './MallItem';
export { MAX_REDEEM_QUANTITY, RedeemDialog } from './RedeemDialog';
export type { RedeemDialogProps, RedeemRequest } from './RedeemDialog';
export { ConvertForm, creditFor } from './ConvertForm';
export type { ConvertFormProps, ConvertRequest } from './ConvertForm';
export { PointsHistory } from './PointsHistory';
export type { HistoryList, PointsHistoryProps, PointsHistoryTab } from './PointsHistory';
export type {
  MallItemData,
  PointsConversion,
  PointsEarnType,
  PointsRecord,
  RedeemRecord,
  RedeemStatus,
} from './shared/types';
export { formatPoints, useEarnTypeLabel } from './shared/labels';
