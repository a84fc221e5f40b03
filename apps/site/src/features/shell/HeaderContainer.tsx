import { Suspense } from 'react';
import { HeaderTopBar, SiteHeader, SiteMenuButton } from '@lobby/ui';
import { AfterPhase } from '../../app/AfterPhase';
import { brandFileUrl } from '../../boot/brandHead';
import { lazyComponent } from '../../app/lazyComponent';
import { LazyAppDownloadMenu } from '../../lazy';
import { useAtom, useAtomValue } from '../../state/jotai';
import { brandAtom } from '../brand/brand.atoms';
import { HeaderModalButtons } from '../headerModals/HeaderModalButtons';
import { headerModalAtom } from '../headerModals/headerModals.atoms';
import { sessionAtom } from '../session/session.atoms';
import { resourcesAtom } from '../system/system.atoms';
import { PhoneLogin } from './PhoneLogin';
import { RouterLink } from './RouterLink';
import { siteMenuOpenAtom } from './shell.atoms';
import { useLanguageAndTheme } from './useLanguageAndTheme';
import {
  StyledAccountSlot,
  StyledAppDownloadSlot,
  StyledLoginSlot,
  StyledNavigationSlot,
} from './HeaderContainer.styles';

// Visitors get the login form, members the account bar: each with its flow, in a chunk of its own.
const HeaderLogin = lazyComponent(() => import('../account/HeaderLogin'), 'HeaderLogin');
const AccountBar = lazyComponent(
  () => import('../account/AccountBarContainer'),
  'AccountBarContainer',
);
// The game navigation (vendor menus) in its own chunk; its place is held while it loads.
const Navigation = lazyComponent(() => import('./NavigationContainer'), 'NavigationContainer');
// A phone's menu, fetched when it is first opened.
const SiteMenu = lazyComponent(() => import('./SiteMenuContainer'), 'SiteMenuContainer');
// The header's help and chat-room modals, fetched when one is first opened.
const HeaderModals = lazyComponent(() => import('../headerModals/HeaderModals'), 'HeaderModals');

export interface HeaderContainerProps {
  /** Whether the header shows its navigation (not on /seamless and /lottery). */
  showNavigation: boolean;
  activeHref: string;
}

/**
 * The site's header (ui's SiteHeader): on a wide screen the top bar of tools (language, app, theme,
 * the compact login form) over the main row; on a phone one row, with Log in and Register (or the
 * account bar) and the menu. What waits for the start-up to settle has its place held meanwhile.
 */
export function HeaderContainer({ showNavigation, activeHref }: HeaderContainerProps) {
  const brand = useAtomValue(brandAtom);
  const resources = useAtomValue(resourcesAtom);
  const loggedIn = useAtomValue(sessionAtom) !== null;
  const [menuOpen, setMenuOpen] = useAtom(siteMenuOpenAtom);
  const modalOpen = useAtomValue(headerModalAtom) !== null;
  const { language, theme } = useLanguageAndTheme();
  const ios = resources.IOS;
  const android = resources.ANDROID;

  return (
    <SiteHeader
      logoText={brand.logoText}
      logoImage={
        brand.logoImage && {
          src: brandFileUrl(brand.code, brand.logoImage.file),
          width: brand.logoImage.width,
          height: brand.logoImage.height,
        }
      }
      homeHref="/"
      linkComponent={RouterLink}
      topBar={
        <HeaderTopBar
          language={language}
          appDownload={
            <AfterPhase phase="settled" placeholder={<StyledAppDownloadSlot />}>
              {(ios || android) && (
                <LazyAppDownloadMenu
                  ios={ios ? { url: ios.url, qrValue: ios.url } : null}
                  android={android ? { url: android.url, qrValue: android.url } : null}
                />
              )}
            </AfterPhase>
          }
          tools={
            <>
              {theme}
              <HeaderModalButtons />
            </>
          }
          account={
            loggedIn ? null : (
              <AfterPhase phase="settled" placeholder={<StyledLoginSlot />}>
                <HeaderLogin />
              </AfterPhase>
            )
          }
        />
      }
      navigation={
        showNavigation ? (
          <AfterPhase phase="settled" placeholder={<StyledNavigationSlot />}>
            <Navigation activeHref={activeHref} />
          </AfterPhase>
        ) : undefined
      }
      account={
        loggedIn ? (
          <AfterPhase phase="settled" placeholder={<StyledAccountSlot />}>
            <AccountBar />
          </AfterPhase>
        ) : (
          <PhoneLogin />
        )
      }
      menu={
        <>
          <SiteMenuButton expanded={menuOpen} onClick={() => setMenuOpen(true)} />
          {menuOpen && (
            <Suspense fallback={null}>
              <SiteMenu />
            </Suspense>
          )}
          {/* The modals portal to the page's end: this slot's hiding on a wide screen does not matter. */}
          {modalOpen && (
            <Suspense fallback={null}>
              <HeaderModals />
            </Suspense>
          )}
        </>
      }
    />
  );
}
