import type { ComponentType } from 'react';
import type { PromotionKind } from '@lobby/api';
import { FreeSpinsPanel } from './mechanics/FreeSpinsPanel';
import { GoldenEggPanel } from './mechanics/GoldenEggPanel';
import { PrizeWheelPanel } from './mechanics/PrizeWheelPanel';
import { RedEnvelopePanel } from './mechanics/RedEnvelopePanel';
import { SignInPanel } from './mechanics/SignInPanel';

/**
 * The panel /promoDetail renders for a promotion whose kind is a mechanic: the unit wired to the
 * sandbox's calls. Only the lazily loaded detail page imports this, so none of it reaches the
 * home page's first load.
 */
export const mechanicPanels: Partial<
  Record<PromotionKind, ComponentType<{ promotionId: number }>>
> = {
  redEnvelope: RedEnvelopePanel,
  wheel: PrizeWheelPanel,
  egg: GoldenEggPanel,
  signIn: SignInPanel,
  freeSpins: FreeSpinsPanel,
};
