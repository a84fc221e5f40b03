import type { ComponentType } from 'react';
import type { PromotionKind } from '@lobby/api';
import { DailyTasksPanel } from './mechanics/DailyTasksPanel';
import { FreeSpinsPanel } from './mechanics/FreeSpinsPanel';
import { GoldenEggPanel } from './mechanics/GoldenEggPanel';
import { PrizeWheelPanel } from './mechanics/PrizeWheelPanel';
import { RedEnvelopePanel } from './mechanics/RedEnvelopePanel';
import { SignInPanel } from './mechanics/SignInPanel';

/**
 * The panel /promoDetail renders for a promotion whose kind is a mechanic: the unit wired to the
 * sandbox's calls. One for every such kind: a new kind does not typecheck until it has its panel. Only the lazily loaded detail page imports this, so none of it reaches the
 * home page's first load.
 */
/** The kinds that run in a panel of their own: all but the three actions and the two links. */
export type PanelKind = Exclude<PromotionKind, 'join' | 'apply' | 'claim' | 'invite' | 'vip'>;

export const mechanicPanels: Record<PanelKind, ComponentType<{ promotionId: number }>> = {
  redEnvelope: RedEnvelopePanel,
  wheel: PrizeWheelPanel,
  egg: GoldenEggPanel,
  signIn: SignInPanel,
  dailyTasks: DailyTasksPanel,
  freeSpins: FreeSpinsPanel,
};
