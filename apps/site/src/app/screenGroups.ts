import { lazy, type ComponentType } from 'react';
import type { ScreenGroup } from '@lobby/core';
import { loadDeferredMessages } from '../features/preferences/useDeferredMessages';
import { loadChunk } from './loadChunk';

type ScreenModule = { Component: ComponentType };

// One chunk per screen group (doc 1 §2): a group's paths share its module.
const GROUPS: Readonly<Record<ScreenGroup, () => Promise<ScreenModule>>> = {
  index: () => import('../pages/HomePage'),
  Vip: () => import('../pages/groups/vip'),
  byIframe: () => import('../pages/groups/byIframe'),
  download: () => import('../pages/groups/download'),
  egame: () => import('../pages/groups/egame'),
  fbSports: () => import('../pages/groups/fbSports'),
  game: () => import('../pages/groups/game'),
  help: () => import('../pages/groups/help'),
  joinus: () => import('../pages/groups/joinus'),
  lottery: () => import('../pages/groups/lottery'),
  pointMall: () => import('../pages/groups/pointMall'),
  promo: () => import('../pages/groups/promo'),
  promoDetail: () => import('../pages/groups/promoDetail'),
  seamless: () => import('../pages/groups/seamless'),
  vnlottery: () => import('../pages/groups/vnlottery'),
};

// Screen groups whose module has loaded.
const loadedGroups = new Map<ScreenGroup, ScreenModule>();

// The groups whose screens show lobby units (game cards, lottery menus, game frames): their
// messages are in the deferred catalog (useDeferredMessages), which their first render waits for.
const WITH_DEFERRED_MESSAGES: ReadonlySet<ScreenGroup> = new Set([
  'byIframe',
  'egame',
  'fbSports',
  'game',
  'lottery',
  'vnlottery',
]);

/**
 * Loads a screen group ahead of its screen: the screen then mounts with its component in hand
 * rather than suspending on it (useFirstScreenReady, for the address the site opened on). A
 * failure is left to the screen's own load, which tries again and shows the chunk-failure page. A
 * screen of lobby units has its deferred catalog (of `localeTag`) asked for at the same time, not
 * after its first render has started.
 */
export async function loadScreenGroup(group: ScreenGroup, localeTag: string): Promise<void> {
  if (WITH_DEFERRED_MESSAGES.has(group)) void loadDeferredMessages(localeTag);
  try {
    loadedGroups.set(group, await loadChunk(GROUPS[group]));
  } catch {
    // Reported by the screen when it loads.
  }
}

// A group not loaded when its screen mounts is a lazy component, one per group. A failed load
// stays failed (React would render the screen again at once, and a new load each time would never
// end): its screens show the error page, whose reload is the way on (a chunk goes missing when the
// site is deployed again during the visit).
const lazyGroups = new Map<ScreenGroup, ComponentType>();

/** The component of a group's screens: the loaded one, else the group's lazy one. */
export function screenComponent(group: ScreenGroup): ComponentType {
  const loaded = loadedGroups.get(group);
  if (loaded) return loaded.Component;
  let screen = lazyGroups.get(group);
  if (!screen) {
    screen = lazy(() =>
      loadChunk(GROUPS[group]).then((module) => {
        loadedGroups.set(group, module);
        return { default: module.Component };
      }),
    );
    lazyGroups.set(group, screen);
  }
  return screen;
}
