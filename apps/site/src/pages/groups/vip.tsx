import { useLocation } from 'react-router';
import { matchRoute } from '@lobby/core';
import { FeedbackPage } from '../../features/vip/FeedbackPage';
import { VipPage } from '../../features/vip/VipPage';
import { WinnersPage } from '../../features/vip/WinnersPage';

/** The Vip group (issue 27): /vip the VIP club, /winners the winner board, /feedback the form. */
export function Component() {
  const { pathname } = useLocation();
  switch (matchRoute(pathname)?.path) {
    case '/winners':
      return <WinnersPage />;
    case '/feedback':
      return <FeedbackPage />;
    default:
      return <VipPage />;
  }
}
