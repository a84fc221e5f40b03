import { describe, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { sampleVendors } from '../VendorMenu/VendorMenu.fixtures';
import { Navigation } from '../Navigation';
import { SiteHeader } from './SiteHeader';

const navigation = (
  <Navigation
    gameTypes={[{ type: 'RNG', label: 'Slots', href: '/rng' }]}
    vendors={sampleVendors('RNG', 3)}
    onSelectVendor={() => {}}
    onMore={() => {}}
  />
);

describe('SiteHeader', () => {
  test('a banner with the brand logo linking home, then the navigation', () => {
    render(<SiteHeader topBar={<div>top bar</div>} navigation={navigation} />);
    const banner = screen.getByRole('banner');
    expect(banner).toHaveTextContent('top bar');
    const logo = screen.getByRole('link', { name: 'AURORA home' });
    expect(logo).toHaveAttribute('href', '/');
    expect(logo).toHaveTextContent('AURORA');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  test('a logo image is named by the brand', () => {
    render(
      <SiteHeader
        logoText="Lucky Star"
        logoImage={{ src: '/logo.svg', width: 112, height: 32 }}
        homeHref="/home"
      />,
    );
    expect(screen.getByRole('img', { name: 'Lucky Star' })).toHaveAttribute('src', '/logo.svg');
    expect(screen.getByRole('link', { name: 'Lucky Star home' })).toHaveAttribute('href', '/home');
  });

  test('the logo click reaches onNavigate; Tab goes from the logo to the navigation', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn((_href: string, event: { preventDefault: () => void }) =>
      event.preventDefault(),
    );
    render(<SiteHeader navigation={navigation} onNavigate={onNavigate} />);
    await user.click(screen.getByRole('link', { name: 'AURORA home' }));
    expect(onNavigate).toHaveBeenCalledWith('/', expect.anything());
    await user.tab();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
  });

  test('without navigation (pages that hide it) the logo still shows', () => {
    render(<SiteHeader navigation={null} />, { dir: 'rtl' });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'AURORA home' })).toBeInTheDocument();
  });

  test('the main row holds the account and the menu after the logo, in that order', async () => {
    const user = userEvent.setup();
    render(
      <SiteHeader
        account={<button type="button">Log in</button>}
        menu={<button type="button">Menu</button>}
      />,
      { width: 360 },
    );
    screen.getByRole('link', { name: 'AURORA home' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });

  test('a wide screen shows no menu button: its tools are in the top bar', () => {
    render(<SiteHeader topBar={<div>top bar</div>} menu={<button type="button">Menu</button>} />);
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    expect(screen.getByText('top bar')).toBeVisible();
  });
});
