export { RebatePanel } from './RebatePanel';
export type { RebateClaimItem, RebateLineItem, RebatePanelProps } from './RebatePanel';
