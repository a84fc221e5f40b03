export { MAX_REDEEM_QUANTITY, RedeemDialog } from './RedeemDialog';
export type { RedeemDialogProps, RedeemRequest } from './RedeemDialog';
