import type { ComponentType } from 'react';
import type { PromotionKind } from '@lobby/api';

/**
 * The panel a mechanic promotion's detail shows (red envelope, prize wheel, golden eggs, sign-in
 * calendar ...), by kind. A kind without a panel shows a link to where it is run instead.
 */
export const mechanicPanels: Partial<
  Record<PromotionKind, ComponentType<{ promotionId: number }>>
> = {};
