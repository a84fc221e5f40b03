export { ApplicationForm, APPLICATION_COMMENT_MAX } from './ApplicationForm';
export type { ApplicationFormProps, PromotionApplication } from './ApplicationForm';
export { PromotionCard } from './PromotionCard';
export type { PromotionCardProps } from './PromotionCard';
export { PromotionDetail } from './PromotionDetail';
export type { PromotionDetailProps } from './PromotionDetail';
export { PromotionStatusBadge } from './shared/PromotionStatusBadge';
export type { PromotionStatusBadgeProps } from './shared/PromotionStatusBadge';
export type { PromotionStatus, PromotionSummary } from './shared/types';
