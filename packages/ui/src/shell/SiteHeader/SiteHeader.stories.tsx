import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { switchableLocales } from '@lobby/i18n';
import { Button } from '../../components/Button';
import { AccountBar } from '../AccountBar';
import { AppDownloadMenu } from '../AppDownloadMenu';
import { CompactLoginForm } from '../CompactLoginForm';
import { HeaderTopBar } from '../HeaderTopBar';
import { LanguageSwitch } from '../LanguageSwitch';
import { Navigation } from '../Navigation';
import { SiteMenuButton } from '../SiteMenu';
import { sampleVendors } from '../VendorMenu/VendorMenu.fixtures';
import { SiteHeader } from './SiteHeader';

const gameTypes = [
  { type: 'RNG', label: 'Slots', href: '/rng' },
  { type: 'LIVE', label: 'Live casino', href: '/live' },
  { type: 'SPORTS', label: 'Sports', href: '/sports' },
];
const vendors = [
  ...sampleVendors('RNG', 12),
  ...sampleVendors('LIVE', 6),
  ...sampleVendors('SPORTS', 3),
];

function topBar(loggedIn: boolean) {
  return (
    <HeaderTopBar
      language={<LanguageSwitch languages={switchableLocales} value="EN" onValueChange={fn()} />}
      appDownload={
        <AppDownloadMenu
          ios={{ url: 'https://apps.example.com/ios', qrValue: 'https://dl.example.com/ios' }}
          android={{ url: 'https://apps.example.com/android', qrValue: 'https://dl.example.com/a' }}
        />
      }
      account={
        loggedIn ? (
          <AccountBar
            nickname="Siti Aisyah"
            memberId="100234"
            balance={1234567}
            memberCentreAvailable
            isAgent
            clubLabel={{ labelName: 'Gold', rankLevel: 5 }}
            promotionsAvailable={1}
            unreadMessages={2}
            onRefreshBalance={fn(() => Promise.resolve())}
            onSignOut={fn()}
          />
        ) : (
          <CompactLoginForm
            onSubmit={fn(() => Promise.resolve())}
            codeLoginEnabled
            directRegisterEnabled
            onForgotPassword={fn()}
            onRegister={fn()}
          />
        )
      }
      compactAccount={loggedIn ? undefined : <Button size="sm">Log in</Button>}
    />
  );
}

const preventNavigation = (_href: string, event: { preventDefault: () => void }) =>
  event.preventDefault();

function navigation(activeHref: string, hideNavigation = false) {
  return (
    <Navigation
      gameTypes={gameTypes}
      vendors={vendors}
      activeHref={activeHref}
      hideNavigation={hideNavigation}
      onSelectVendor={fn()}
      onMore={fn()}
      onNavigate={preventNavigation}
    />
  );
}

const meta = {
  title: 'Shell/SiteHeader',
  component: SiteHeader,
  tags: ['autodocs'],
  args: {
    topBar: topBar(false),
    navigation: navigation('/'),
    homeHref: '/',
    sticky: true,
    onNavigate: fn(preventNavigation),
  },
  argTypes: {
    topBar: { control: false },
    navigation: { control: false },
    account: { control: false },
    menu: { control: false },
    linkComponent: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const LoggedIn: Story = {
  args: { topBar: topBar(true), navigation: navigation('/live') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Live casino' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('group', { name: 'Balance' })).toBeVisible();
  },
};

/** /lottery and /seamless: the header hides its navigation. */
export const NavigationHidden: Story = {
  args: { topBar: topBar(true), navigation: navigation('/lottery', true) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'AURORA home' })).toBeVisible();
  },
};

export const WithLogoImage: Story = {
  args: {
    logoText: 'Lucky Star',
    logoImage: {
      src: `data:image/svg+xml,${encodeURIComponent(
        '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" rx="8" fill="#7a4cc2"/><text x="60" y="26" font-family="sans-serif" font-size="16" font-weight="700" fill="#fff" text-anchor="middle">LUCKY</text></svg>',
      )}`,
      width: 120,
      height: 40,
    },
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Lucky Star home' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/', expect.anything());
  },
};

export const StaysOnTop: Story = {
  decorators: [
    (Story) => (
      <div data-testid="scroller" style={{ height: 400, overflowY: 'auto' }}>
        <Story />
        <div style={{ height: 1200 }} />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const scroller = canvas.getByTestId('scroller');
    scroller.scrollTop = 600;
    // The top bar has scrolled away; the main row (logo, navigation) stays at the top.
    const mainRow = canvas
      .getByRole('banner')
      .querySelector<HTMLElement>('[data-ui="SiteHeader.MainRow"]')!;
    await waitFor(() =>
      expect(
        Math.abs(mainRow.getBoundingClientRect().top - scroller.getBoundingClientRect().top),
      ).toBeLessThanOrEqual(1),
    );
    await expect(canvas.getByRole('link', { name: 'AURORA home' })).toBeVisible();
  },
};

/** A narrow header on a wide screen (a split window): the navigation folds behind its own button. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 375 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeVisible();
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    await expect(canvas.getByRole('link', { name: 'Slots' })).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'AR' },
  args: { topBar: topBar(true) },
  play: async ({ canvas }) => {
    const header = canvas.getByRole('banner');
    const logo = canvas.getByRole('link', { name: /AURORA/ });
    // The logo sits at the inline start: the right edge.
    await expect(
      header.getBoundingClientRect().right - logo.getBoundingClientRect().right,
    ).toBeLessThan(40);
  },
};

const phoneAccount = (
  <div style={{ display: 'flex', gap: '0.5rem' }}>
    <Button size="sm">Log in</Button>
    <Button size="sm" variant="secondary">
      Register
    </Button>
  </div>
);

/**
 * On a 360 px phone: one row of 3.5 rem (the logo, Log in and Register, the menu button); the top
 * bar and the navigation are in the menu, the chips and the bottom bar.
 */
export const OnAPhone: Story = {
  args: { account: phoneAccount, menu: <SiteMenuButton /> },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const header = canvas.getByRole('banner');
    await expect(header.getBoundingClientRect().height).toBeLessThanOrEqual(60);
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Menu' })).toBeVisible();
    // The top bar and the navigation are not shown (nor in the accessibility tree).
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
    await expect(canvas.queryByRole('form', { name: 'Log in' })).toBeNull();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const OnAPhoneLoggedIn: Story = {
  args: {
    topBar: topBar(true),
    account: (
      <AccountBar
        nickname="Siti Aisyah"
        memberId="100234"
        balance={1234567}
        onRefreshBalance={fn(() => Promise.resolve())}
        onSignOut={fn()}
      />
    ),
    menu: <SiteMenuButton />,
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const header = canvas.getByRole('banner');
    await expect(header.getBoundingClientRect().height).toBeLessThanOrEqual(60);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const OnAPhoneRightToLeft: Story = {
  ...OnAPhone,
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'AR' },
  play: async ({ canvas }) => {
    const header = canvas.getByRole('banner');
    const menu = header.querySelector<HTMLElement>('[data-ui="SiteHeader.Menu"]')!;
    // The menu button ends the row: the left edge in Arabic.
    await expect(
      menu.getBoundingClientRect().left - header.getBoundingClientRect().left,
    ).toBeLessThan(40);
  },
};
