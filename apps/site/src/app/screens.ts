import type { ScreenGroup } from '@lobby/core';
import { loadDeferredMessages } from '../features/preferences/useDeferredMessages';
import { lazyComponent, type LazyComponent } from './lazyComponent';

// One chunk per screen group (doc 1 §2): a group's paths share its screen and its module
// (`pages/groups/<group>.tsx`, which exports `Component`).
export const SCREENS: Readonly<Record<ScreenGroup, LazyComponent<object>>> = {
  index: lazyComponent(() => import('../pages/groups/home'), 'Component'),
  Vip: lazyComponent(() => import('../pages/groups/vip'), 'Component'),
  byIframe: lazyComponent(() => import('../pages/groups/byIframe'), 'Component'),
  download: lazyComponent(() => import('../pages/groups/download'), 'Component'),
  egame: lazyComponent(() => import('../pages/groups/egame'), 'Component'),
  fbSports: lazyComponent(() => import('../pages/groups/fbSports'), 'Component'),
  game: lazyComponent(() => import('../pages/groups/game'), 'Component'),
  help: lazyComponent(() => import('../pages/groups/help'), 'Component'),
  joinus: lazyComponent(() => import('../pages/groups/joinus'), 'Component'),
  lottery: lazyComponent(() => import('../pages/groups/lottery'), 'Component'),
  pointMall: lazyComponent(() => import('../pages/groups/pointMall'), 'Component'),
  promo: lazyComponent(() => import('../pages/groups/promo'), 'Component'),
  promoDetail: lazyComponent(() => import('../pages/groups/promoDetail'), 'Component'),
  seamless: lazyComponent(() => import('../pages/groups/seamless'), 'Component'),
  vnlottery: lazyComponent(() => import('../pages/groups/vnlottery'), 'Component'),
};

// The groups whose screens show lobby units (game cards, lottery menus, game frames): their
// messages are in the deferred catalog (useDeferredMessages), which their first render waits for.
const WITH_DEFERRED_MESSAGES: ReadonlySet<ScreenGroup> = new Set([
  'byIframe',
  'egame',
  'fbSports',
  'game',
  'joinus',
  'lottery',
  'vnlottery',
]);

/**
 * Loads a screen group ahead of its screen, which then mounts with its component in hand rather
 * than suspending on it (the start-up does this for the address the site opened on). A failure is
 * left to the screen's own load, which shows the chunk-failure page. A screen of lobby units has
 * its deferred catalog (of `localeTag`) asked for at the same time, not after its first render
 * has started.
 */
export async function loadScreen(group: ScreenGroup, localeTag: string): Promise<void> {
  if (WITH_DEFERRED_MESSAGES.has(group)) void loadDeferredMessages(localeTag);
  await SCREENS[group].load().catch(() => undefined);
}
