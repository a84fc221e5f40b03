import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  DEFAULT_AGENT_CENTRE_PAGE,
  agentCentrePageOf,
  pathKey,
  withAgentCentrePage,
  type AgentCentrePage,
} from '@lobby/core';

/** The agents' landing page (doc 1 §2): the agent centre opens on it by itself, on the overview. */
export const AGENT_HOME_PATH = '/agentHome';

/** Marks a history entry the site pushed to open the overlay: closing it is then a Back. */
interface OverlayState {
  agentCentre?: true;
}

export interface AgentCentreControl {
  /** The page the address opens; null when the overlay is closed. */
  page: AgentCentrePage | null;
  /** Opens the overlay on `page` (a new history entry), or moves it there when open (replaced). */
  open: (page: AgentCentrePage) => void;
  /** Closes it: Back when the site opened it, home from the agents' landing page, else the address without the overlay. */
  close: () => void;
  /** The address of `page` over the current screen. */
  hrefFor: (page: AgentCentrePage) => string;
}

/**
 * The agent centre's state is the address, as the member centre's is (ADR 028): `?agent=<page>`
 * over any screen. /agentHome is the centre itself: with no page named it opens the overview.
 */
export function useAgentCentre(): AgentCentreControl {
  const location = useLocation();
  const navigate = useNavigate();
  const atHome = pathKey(location.pathname) === AGENT_HOME_PATH.toLowerCase();
  const page = agentCentrePageOf(location.search) ?? (atHome ? DEFAULT_AGENT_CENTRE_PAGE : null);
  const pushed = (location.state as OverlayState | null)?.agentCentre === true;

  const hrefFor = useCallback(
    (target: AgentCentrePage) =>
      `${location.pathname}${withAgentCentrePage(location.search, target)}${location.hash}`,
    [location.pathname, location.search, location.hash],
  );

  const open = useCallback(
    (target: AgentCentrePage) => {
      const to = hrefFor(target);
      if (page === null) void navigate(to, { state: { agentCentre: true } });
      else void navigate(to, { replace: true, state: location.state as OverlayState | null });
    },
    [hrefFor, navigate, page, location.state],
  );

  const close = useCallback(() => {
    if (pushed) {
      void navigate(-1);
      return;
    }
    if (atHome) {
      void navigate('/', { replace: true });
      return;
    }
    const search = withAgentCentrePage(location.search, null);
    void navigate(`${location.pathname}${search}${location.hash}`, { replace: true });
  }, [pushed, atHome, navigate, location.pathname, location.search, location.hash]);

  return { page, open, close, hrefFor };
}
