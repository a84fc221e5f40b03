import { useLayoutEffect } from 'react';
import { useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router';

/** What a test reads of its memory router: the address on view and a way through its history. */
export interface RouterView {
  location: Location | null;
  navigate: NavigateFunction | null;
  /** Called by `RouterProbe` after every commit. */
  update(location: Location, navigate: NavigateFunction): void;
}

export function createRouterView(): RouterView {
  const view: RouterView = {
    location: null,
    navigate: null,
    update(location, navigate) {
      view.location = location;
      view.navigate = navigate;
    },
  };
  return view;
}

/** Rendered inside the test's router: keeps `view` up to date. */
export function RouterProbe({ view }: { view: RouterView }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => view.update(location, navigate), [view, location, navigate]);
  return null;
}
