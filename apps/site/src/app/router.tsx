import { useState } from 'react';
import {
  BrowserRouter,
  StaticRouter,
  useLocation,
  useRoutes,
  type RouteObject,
} from 'react-router';
import { GAME_LIST_ROUTE, ROUTES, type ScreenGroup } from '@lobby/core';
import { lazyComponent } from './lazyComponent';
import { Layout } from './Layout';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { SCREENS } from './screens';

const NotFoundPage = lazyComponent(() => import('../pages/NotFoundPage'), 'NotFoundPage');

/**
 * A screen of `group`: its component in hand where the group has loaded (the start-up loads the
 * first screen's ahead), else it suspends until it arrives (lazyComponent decides once, when it
 * mounts, so a screen is never remounted because its code arrived meanwhile).
 */
function Screen({ group }: { group: ScreenGroup }) {
  const Component = SCREENS[group];
  return <Component />;
}

/**
 * The route table, built once at the first render. Navigations render in a transition (the browser
 * router's default): a screen still loading keeps the one before it on view until it can show.
 * The key is the group: the paths of one group share their screen, as they share its module.
 */
export function siteRoutes(): RouteObject[] {
  const screen = (group: ScreenGroup) => <Screen key={group} group={group} />;
  return [
    {
      element: <Layout />,
      children: [
        ...ROUTES.map((route) => ({ path: route.path, element: screen(route.group) })),
        { path: GAME_LIST_ROUTE, element: screen('game') },
        { path: '*', element: <NotFoundPage /> },
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

/**
 * The site's router: the browser's address and history, and the route table. With `location`, a
 * fixed address instead (the build's render of a page's shell, ADR 019).
 */
export function SiteRouter({ location }: { location?: string | undefined }) {
  if (location !== undefined) {
    return (
      <StaticRouter location={location}>
        <SiteRoutes />
      </StaticRouter>
    );
  }
  return (
    <BrowserRouter>
      <SiteRoutes />
    </BrowserRouter>
  );
}
