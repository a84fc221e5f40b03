import { lazy, memo, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { loginGuard, matchRoute, type Chrome } from '@lobby/core';
import { siteConfigFor } from '../config/site';
import { LazyJackpotCounter, LazySnow } from '../lazy';
import { AccountLayer } from '../features/account/AccountLayer';
import { PageBanner } from '../features/banners/PageBanner';
import { brandAtom } from '../features/brand/atoms';
import { CustomerServiceProblem } from '../features/customerService/CustomerServiceProblem';
import { NoticeBarContainer } from '../features/notices/NoticeBarContainer';
import { sessionTokenAtom } from '../features/session/atoms';
import { HeaderContainer } from '../features/shell/HeaderContainer';
import { startUpDoneAtom, systemAtom } from '../features/system/atoms';
import { useAtomValue } from '../state/jotai';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { useFirstScreenReady } from './useFirstScreenReady';
import { useScrollRestoration } from './useScrollRestoration';
import { useShellPainted } from './useShellPainted';
import { StyledFooterSlot, StyledJackpotSlot, StyledMain } from './Layout.styles';

// Below the fold or decorative: loaded after the first paint.
// Only when the gate closes the site.
const SystemScreen = lazy(async () => ({
  default: (await import('../features/system/SystemScreen')).SystemScreen,
}));
const FooterContainer = lazy(async () => ({
  default: memo((await import('../features/shell/FooterContainer')).FooterContainer),
}));
const SideBarContainer = lazy(async () => ({
  default: memo((await import('../features/shell/SideBarContainer')).SideBarContainer),
}));

// Each part of the shell re-renders on its own atoms. Memoised, a change only the layout reads
// (the boot status arriving) does not rebuild the whole page a second time while it loads.
const Header = memo(HeaderContainer);
const NoticeBar = memo(NoticeBarContainer);
const Banner = memo(PageBanner);
const ServiceProblem = memo(CustomerServiceProblem);
const Account = memo(AccountLayer);

/** An unknown path keeps the header and footer around the not-found page. */
const NOT_FOUND_CHROME: Chrome = { header: 'withNav', footer: true, sideMenu: false };

/**
 * The shell around every screen: header, notices, banner, the screen, side bar and footer.
 */
export function Layout() {
  const location = useLocation();
  const brand = useAtomValue(brandAtom);
  const system = useAtomValue(systemAtom);
  const token = useAtomValue(sessionTokenAtom);
  const startUpDone = useAtomValue(startUpDoneAtom);
  const shellPainted = useShellPainted();
  const screenReady = useFirstScreenReady(shellPainted);
  useScrollRestoration();

  const redirect = loginGuard({
    loginedToHomePage: siteConfigFor(brand.code).loginedToHomePage,
    hasToken: token !== null,
    pathname: location.pathname,
  });
  if (redirect !== null) return <Navigate to={redirect} replace />;

  if (system.phase === 'ready' && system.gate !== 'open') {
    return (
      <Suspense fallback={null}>
        <SystemScreen kind={system.gate} endTime={system.endTime} ip={system.ip} />
      </Suspense>
    );
  }

  const match = matchRoute(location.pathname);
  const chrome = match?.chrome ?? NOT_FOUND_CHROME;
  const bannerGroup = match?.bannerGroup ?? null;
  return (
    <>
      {chrome.header !== 'none' && (
        <Header showNavigation={chrome.header === 'withNav'} activeHref={location.pathname} />
      )}
      {chrome.header !== 'none' && <NoticeBar />}
      <ServiceProblem />
      <Account />
      <StyledMain id="main" $sideBar={chrome.sideMenu}>
        {bannerGroup !== null && <Banner group={bannerGroup} pathname={location.pathname} />}
        {bannerGroup === 'w_rng' && (
          <Suspense fallback={<StyledJackpotSlot />}>
            <LazyJackpotCounter />
          </Suspense>
        )}
        {/* The screen mounts once the shell has painted and the first screen's code has
            loaded after it: the header and the banner appear without waiting for the screen,
            and the page's first work is two shorter tasks. */}
        {screenReady && (
          // Inside the layout: a failed screen keeps the header and footer around its error page.
          <RouteErrorBoundary resetKey={location.pathname}>
            <Suspense fallback={null}>
              <Outlet />
            </Suspense>
          </RouteErrorBoundary>
        )}
      </StyledMain>
      <Suspense fallback={null}>
        {/* The side bar's links, the footer and the snow wait for the first screen to be complete.
            The footer waits for the screen too: mounted first, the screen would push it down. */}
        {startUpDone && chrome.sideMenu && <SideBarContainer />}
        {startUpDone && screenReady && chrome.footer && (
          <StyledFooterSlot $sideBar={chrome.sideMenu}>
            <FooterContainer />
          </StyledFooterSlot>
        )}
        {startUpDone && brand.snow && <LazySnow />}
      </Suspense>
    </>
  );
}
