import { useLocation } from 'react-router';
import { matchRoute } from '@lobby/core';
import { lazyComponent } from '../../app/lazyComponent';
import { HelpCentre } from '../../features/help/HelpCentre';

// The responsible-gaming page (issue 30) shares the help group but not its code: a chunk of its own.
const ResponsibleGamingPage = lazyComponent(
  () => import('../../features/protection/ResponsibleGamingPage'),
  'ResponsibleGamingPage',
);

/** /help and /helpmc: the help centre; /responsibleGaming: the responsible-gaming page. */
export function Component() {
  const { pathname } = useLocation();
  return matchRoute(pathname)?.path === '/responsibleGaming' ? (
    <ResponsibleGamingPage />
  ) : (
    <HelpCentre />
  );
}
