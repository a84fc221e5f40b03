import { memo, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { loginGuard, matchRoute, type Chrome } from '@lobby/core';
import { AccountLayer } from '../features/account/AccountLayer';
import { PageBanner } from '../features/banners/PageBanner';
import { brandAtom } from '../features/brand/brand.atoms';
import { CustomerServiceProblem } from '../features/customerService/CustomerServiceProblem';
import { NoticeBarContainer } from '../features/notices/NoticeBarContainer';
import { sessionTokenAtom } from '../features/session/session.atoms';
import { AgentCentreLayer } from '../features/agentCentre/AgentCentreLayer';
import { MemberCentreLayer } from '../features/memberCentre/MemberCentreLayer';
import { HeaderContainer } from '../features/shell/HeaderContainer';
import { BottomNavContainer } from '../features/shell/BottomNavContainer';
import { systemAtom } from '../features/system/system.atoms';
import { LazyJackpotCounter, LazySnow } from '../lazy';
import { useAtomValue } from '../state/jotai';
import { AfterPhase } from './AfterPhase';
import { ErrorPageScreen } from './ErrorPageScreen';
import { lazyComponent } from './lazyComponent';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { startUpPhaseAtom } from './startUp';
import { useScrollRestoration } from './useScrollRestoration';
import {
  StyledBottomNavRoom,
  StyledFooterSlot,
  StyledJackpotSlot,
  StyledMain,
  StyledPhoneChips,
  StyledWideOnly,
} from './Layout.styles';

// Below the fold, or only when the gate closes the site: loaded after the first paint.
const SystemScreen = lazyComponent(() => import('../features/system/SystemScreen'), 'SystemScreen');
const Footer = lazyComponent(() => import('../features/shell/FooterContainer'), 'FooterContainer');
const SideBar = lazyComponent(
  () => import('../features/shell/SideBarContainer'),
  'SideBarContainer',
);
// document 1 rows (issue 29): the domain check, once the page has settled.
const DomainCheck = lazyComponent(() => import('../features/system/DomainCheck'), 'DomainCheck');
const CategoryChips = lazyComponent(
  () => import('../features/shell/CategoryChipsContainer'),
  'CategoryChipsContainer',
);

// Each part of the shell re-renders on its own atoms. Memoised, a change only the layout reads
// (the boot status arriving) does not rebuild the whole page a second time while it loads.
const Header = memo(HeaderContainer);
const NoticeBar = memo(NoticeBarContainer);
const Banner = memo(PageBanner);
const ServiceProblem = memo(CustomerServiceProblem);
const Account = memo(AccountLayer);
const MemberCentre = memo(MemberCentreLayer);
const AgentCentre = memo(AgentCentreLayer);

/** An unknown path keeps the header and footer around the not-found page. */
const NOT_FOUND_CHROME: Chrome = { header: 'withNav', footer: true, sideMenu: false };

/**
 * The shell around every screen: header, notices, banner, the screen, side bar and footer. What
 * waits for a phase of the start-up says so (`AfterPhase`, docs/startup.md).
 */
export function Layout() {
  const location = useLocation();
  const brand = useAtomValue(brandAtom);
  const system = useAtomValue(systemAtom);
  const token = useAtomValue(sessionTokenAtom);
  const failed = useAtomValue(startUpPhaseAtom) === 'failed';
  useScrollRestoration();

  // The API's code did not arrive: nothing on the page could work. The page says so and offers
  // a reload, in the visitor's language (its catalog has arrived).
  if (failed) return <ErrorPageScreen kind="start-failed" />;

  const redirect = loginGuard({
    loginedToHomePage: brand.loginedToHomePage,
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
  const withNavigation = chrome.header === 'withNav';
  return (
    <>
      {chrome.header !== 'none' && (
        <Header showNavigation={withNavigation} activeHref={location.pathname} />
      )}
      {withNavigation && (
        <StyledPhoneChips>
          <AfterPhase phase="settled">
            <CategoryChips />
          </AfterPhase>
        </StyledPhoneChips>
      )}
      {chrome.header !== 'none' && <NoticeBar />}
      <ServiceProblem />
      <Account />
      <MemberCentre />
      <AgentCentre />
      <StyledMain id="main" $sideBar={chrome.sideMenu}>
        {bannerGroup !== null && <Banner group={bannerGroup} pathname={location.pathname} />}
        {bannerGroup === 'w_rng' && (
          <Suspense fallback={<StyledJackpotSlot />}>
            <LazyJackpotCounter />
          </Suspense>
        )}
        {/* The screen mounts once its code has arrived after the shell's paint: the header and
            the banner appear without waiting for it. Inside the layout, a failed screen keeps
            the header and footer around its error page. */}
        <AfterPhase phase="screenReady">
          <RouteErrorBoundary resetKey={location.pathname}>
            <Outlet />
          </RouteErrorBoundary>
        </AfterPhase>
      </StyledMain>
      {/* The side bar's links, the footer (which the screen would push down) and the snow wait
          for the first screen to be complete. */}
      <AfterPhase phase="settled">
        {chrome.sideMenu && (
          <StyledWideOnly>
            <SideBar />
          </StyledWideOnly>
        )}
        {chrome.footer && (
          <StyledFooterSlot $sideBar={chrome.sideMenu}>
            <Footer />
          </StyledFooterSlot>
        )}
        {brand.snow && <LazySnow />}
        <DomainCheck />
      </AfterPhase>
      {withNavigation && (
        <>
          <StyledBottomNavRoom />
          <BottomNavContainer />
        </>
      )}
    </>
  );
}
