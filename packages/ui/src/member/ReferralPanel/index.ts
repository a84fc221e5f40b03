export { ReferralPanel } from './ReferralPanel';
export type { ReferralFriendRow, ReferralPanelProps } from './ReferralPanel';
