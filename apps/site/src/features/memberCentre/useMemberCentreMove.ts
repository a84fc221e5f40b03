import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { withMemberCentrePage, type MemberCentrePage } from '@lobby/core';

/**
 * For a page inside the open overlay that links to another (my account to the player rank): the
 * address of the target and the move there, replacing the history entry as the menu does. Apart
 * from useMemberCentre, which reads the page list: a page importing that would import itself.
 */
export function useMemberCentreMove(): {
  hrefFor: (page: MemberCentrePage) => string;
  moveTo: (page: MemberCentrePage) => void;
} {
  const location = useLocation();
  const navigate = useNavigate();
  const hrefFor = useCallback(
    (page: MemberCentrePage) =>
      `${location.pathname}${withMemberCentrePage(location.search, page)}${location.hash}`,
    [location.pathname, location.search, location.hash],
  );
  const moveTo = useCallback(
    (page: MemberCentrePage) => {
      void navigate(hrefFor(page), { replace: true, state: location.state as unknown });
    },
    [hrefFor, navigate, location.state],
  );
  return { hrefFor, moveTo };
}
