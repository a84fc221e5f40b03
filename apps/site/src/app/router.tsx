import { lazy, useState } from 'react';
import {
  BrowserRouter,
  StaticRouter,
  useLocation,
  useRoutes,
  type RouteObject,
} from 'react-router';
import { GAME_LIST_ROUTE, ROUTES, type ScreenGroup } from '@lobby/core';
import { loadChunk } from './loadChunk';
import { Layout } from './Layout';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { screenComponent } from './screenGroups';

const LazyNotFoundPage = lazy(() =>
  loadChunk(() => import('../pages/NotFoundPage')).then((module) => ({
    default: module.NotFoundPage,
  })),
);

/**
 * A screen of `group`: its component where the group has loaded, else the group's lazy one. The
 * choice is made once, when the screen mounts, so that a screen is never remounted (and its state
 * lost) because its group finished loading meanwhile.
 */
function Screen({ group }: { group: ScreenGroup }) {
  const [Component] = useState(() => screenComponent(group));
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
