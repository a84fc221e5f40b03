import { createElement, lazy, useState, type ComponentType } from 'react';
import { BrowserRouter, useLocation, useRoutes, type RouteObject } from 'react-router';
import { GAME_LIST_ROUTE, ROUTES, type ScreenGroup } from '@lobby/core';
import { loadDeferredMessages } from '../features/preferences/useDeferredMessages';
import { loadChunk } from './loadChunk';
import { Layout } from './Layout';
import { RouteErrorBoundary } from './RouteErrorBoundary';

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

// Screen groups loaded before the first render (the one of the address the site opened on).
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
 * Loads a screen group before the first render, so that the site starts with the screen in hand
 * rather than suspending on it. A failure is left to the screen's own load, which tries again and
 * shows the chunk-failure page. A screen of lobby units has its deferred catalog (of `localeTag`)
 * asked for at the same time, not after its first render has started.
 */
export async function preloadScreenGroup(group: ScreenGroup, localeTag: string): Promise<void> {
  if (WITH_DEFERRED_MESSAGES.has(group)) void loadDeferredMessages(localeTag);
  try {
    loadedGroups.set(group, await loadChunk(GROUPS[group]));
  } catch {
    // Reported by the screen when it loads.
  }
}

// A group not loaded when the route table is built is a lazy component, one per group, loaded
// when a screen of it first renders. A failed load stays failed (React would render the screen
// again at once, and a new load each time would never end): its screens show the error page,
// whose reload is the way on (a chunk goes missing when the site is deployed again during the
// visit).
const lazyGroups = new Map<ScreenGroup, ComponentType>();

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

const LazyNotFoundPage = lazy(() =>
  loadChunk(() => import('../pages/NotFoundPage')).then((module) => ({
    default: module.NotFoundPage,
  })),
);

/**
 * The route table, built once at the first render: a group loaded by then is its component, the
 * others lazy. Navigations render in a transition (the browser router's default): a screen still
 * loading keeps the one before it on view until it can show.
 */
export function siteRoutes(): RouteObject[] {
  const screen = (group: ScreenGroup) => createElement(screenComponent(group));
  return [
    {
      element: <Layout />,
      children: [
        ...ROUTES.map((route) => ({ path: route.path, element: screen(route.group) })),
        { path: GAME_LIST_ROUTE, element: screen('game') },
        { path: '*', element: <LazyNotFoundPage /> },
      ],
    },
  ];
}

function SiteRoutes() {
  const { pathname } = useLocation();
  const [routes] = useState(siteRoutes);
  return (
    // A failure around the layout itself (its own parts) still offers a reload. Every lazy part
    // of the layout and the screen has a boundary of its own.
    <RouteErrorBoundary resetKey={pathname}>{useRoutes(routes)}</RouteErrorBoundary>
  );
}

/** The site's router: the browser's address and history, and the route table. */
export function SiteRouter() {
  return (
    <BrowserRouter>
      <SiteRoutes />
    </BrowserRouter>
  );
}
