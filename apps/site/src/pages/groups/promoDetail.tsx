import { PromotionDetailPage } from '../../features/promotions/PromotionDetailPage';

/** /promoDetail?id=: one promotion's rules and its action. */
export function Component() {
  return <PromotionDetailPage />;
}
