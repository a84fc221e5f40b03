import { PromotionsPage } from '../../features/promotions/PromotionsPage';

/** /promotions: the brand's promotions by category. */
export function Component() {
  return <PromotionsPage />;
}
