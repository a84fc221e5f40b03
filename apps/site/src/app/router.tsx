import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { GAME_LIST_ROUTE, ROUTES, type ScreenGroup } from '@lobby/core';
import { loadDeferredMessages } from '../features/preferences/useDeferredMessages';
import { loadChunk } from './loadChunk';
import { Layout } from './Layout';
import { RouteError } from './RouteError';

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

// Screen groups loaded before the router was created (the one of the address the site opened on).
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
 * Loads a screen group ahead of the router, so that the router starts with the screen in hand:
 * a lazy route makes the router hold back the first render until it resolves, then render the
 * whole page in one transition with everything that arrived meanwhile. A failure is left to the
 * route's own lazy load, which tries again and shows the chunk-failure page. A screen of lobby
 * units has its deferred catalog (of `localeTag`) asked for at the same time, not after its first
 * render has started.
 */
export async function preloadScreenGroup(group: ScreenGroup, localeTag: string): Promise<void> {
  if (WITH_DEFERRED_MESSAGES.has(group)) void loadDeferredMessages(localeTag);
  try {
    loadedGroups.set(group, await loadChunk(GROUPS[group]));
  } catch {
    // Reported by the route when it loads.
  }
}

function screen(path: string, group: ScreenGroup): RouteObject {
  const loaded = loadedGroups.get(group);
  if (loaded) return { path, Component: loaded.Component };
  return {
    path,
    lazy: async () => {
      const { Component } = await loadChunk(GROUPS[group]);
      return { Component };
    },
  };
}

/** The route table, built when the router is created: screens loaded by then are not lazy. */
const siteRoutes = (): RouteObject[] => [
  {
    Component: Layout,
    ErrorBoundary: RouteError,
    children: [
      {
        // Inside the layout: a failed screen keeps the header and footer around its error page.
        ErrorBoundary: RouteError,
        children: [
          ...ROUTES.map((route) => screen(route.path, route.group)),
          screen(GAME_LIST_ROUTE, 'game'),
          {
            path: '*',
            lazy: async () => {
              const { NotFoundPage } = await loadChunk(() => import('../pages/NotFoundPage'));
              return { Component: NotFoundPage };
            },
          },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(siteRoutes());
}
