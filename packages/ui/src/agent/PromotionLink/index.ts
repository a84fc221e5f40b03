export { PromotionLink } from './PromotionLink';
export type { PromotionLinkProps } from './PromotionLink';
