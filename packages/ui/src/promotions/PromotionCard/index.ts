export { PromotionCard } from './PromotionCard';
export type { PromotionCardProps } from './PromotionCard';
