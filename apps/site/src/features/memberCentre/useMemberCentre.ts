import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { memberCentrePageOf, withMemberCentrePage, type MemberCentrePage } from '@lobby/core';
import { MEMBER_CENTRE_SITE_LINKED_PAGES, MEMBER_CENTRE_SITE_PAGES } from './pages';

/** The menu's pages and those only a link opens (the player rank). */
const OPENABLE_PAGES = [...MEMBER_CENTRE_SITE_PAGES, ...MEMBER_CENTRE_SITE_LINKED_PAGES];

/** Marks a history entry the site pushed to open the overlay: closing it is then a Back. */
interface OverlayState {
  memberCentre?: true;
}

export interface MemberCentreControl {
  /** The page the address opens; null when the overlay is closed. */
  page: MemberCentrePage | null;
  /** Opens the overlay on `page` (a new history entry), or moves it there when open (replaced). */
  open: (page: MemberCentrePage) => void;
  /** Closes it: Back when the site opened it, else the address without the overlay. */
  close: () => void;
  /** The address of `page` over the current screen. */
  hrefFor: (page: MemberCentrePage) => string;
}

/**
 * The member centre's state is the address (`?member=<page>` over any screen, doc 2 §2.3): a link
 * opens a given page, a reload keeps it, and Back closes it.
 */
export function useMemberCentre(): MemberCentreControl {
  const location = useLocation();
  const navigate = useNavigate();
  const page = memberCentrePageOf(location.search, OPENABLE_PAGES);
  const pushed = (location.state as OverlayState | null)?.memberCentre === true;

  const hrefFor = useCallback(
    (target: MemberCentrePage) =>
      `${location.pathname}${withMemberCentrePage(location.search, target)}${location.hash}`,
    [location.pathname, location.search, location.hash],
  );

  const open = useCallback(
    (target: MemberCentrePage) => {
      const to = hrefFor(target);
      if (page === null) void navigate(to, { state: { memberCentre: true } });
      else void navigate(to, { replace: true, state: location.state as OverlayState | null });
    },
    [hrefFor, navigate, page, location.state],
  );

  const close = useCallback(() => {
    if (pushed) {
      void navigate(-1);
      return;
    }
    const search = withMemberCentrePage(location.search, null);
    void navigate(`${location.pathname}${search}${location.hash}`, { replace: true });
  }, [pushed, navigate, location.pathname, location.search, location.hash]);

  return { page, open, close, hrefFor };
}
