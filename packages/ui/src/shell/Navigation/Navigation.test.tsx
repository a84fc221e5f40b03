import { afterEach, describe, expect, test, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forwardRef } from 'react';
import { render } from '../../test/render';
import { sampleVendors } from '../VendorMenu/VendorMenu.fixtures';
import { Navigation, type NavigationLinkProps, type NavigationProps } from './Navigation';

const gameTypes = [
  { type: 'RNG', label: 'Slots', href: '/rng' },
  { type: 'LIVE', label: 'Live casino', href: '/live' },
];
const vendors = [...sampleVendors('RNG', 12), ...sampleVendors('LIVE', 3)];

function setup(props: Partial<NavigationProps> = {}) {
  const callbacks = { onSelectVendor: vi.fn(), onMore: vi.fn(), onNavigate: vi.fn() };
  const result = render(
    <Navigation gameTypes={gameTypes} vendors={vendors} {...callbacks} {...props} />,
  );
  return { ...callbacks, ...result };
}

const panelOf = (toggle: HTMLElement) =>
  document.getElementById(toggle.getAttribute('aria-controls')!)!;

afterEach(() => {
  vi.useRealTimers();
});

describe('Navigation', () => {
  test('a named nav: Home, one entry per game type, Promotions; the active one is current', () => {
    setup({ activeHref: '/live' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Home',
      'Slots',
      'Live casino',
      'Promotions',
    ]);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Promotions' })).toHaveAttribute('href', '/promotions');
    expect(screen.getByRole('link', { name: 'Live casino' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Slots' })).not.toHaveAttribute('aria-current');
  });

  test('the toggle is a disclosure button: a click opens the panel of that type only', async () => {
    const user = userEvent.setup();
    setup();
    const toggle = screen.getByRole('button', { name: 'Live casino vendors' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'Live casino vendors' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = within(panelOf(toggle)).getByRole('list', { name: 'Live casino vendors' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    // Opening another closes the first.
    await user.click(screen.getByRole('button', { name: 'Slots vendors' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Slots vendors' }));
    expect(screen.getByRole('button', { name: 'Slots vendors' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test('at most 11 vendors, and More from 11 vendors, calling onMore with the type', async () => {
    const user = userEvent.setup();
    const { onMore } = setup();
    await user.click(screen.getByRole('button', { name: 'Slots vendors' }));
    const list = screen.getByRole('list', { name: 'Slots vendors' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(11);
    await user.click(screen.getByRole('button', { name: 'More Slots' }));
    expect(onMore).toHaveBeenCalledWith('RNG');
    await user.click(screen.getByRole('button', { name: 'Live casino vendors' }));
    expect(screen.queryByRole('button', { name: /^More/ })).not.toBeInTheDocument();
  });

  test('exactly 11 vendors also gets More; 10 does not', async () => {
    const user = userEvent.setup();
    render(
      <Navigation
        gameTypes={[
          { type: 'FISH', label: 'Fishing', href: '/fish' },
          { type: 'PVP', label: 'Cards', href: '/pvp' },
        ]}
        vendors={[...sampleVendors('FISH', 11), ...sampleVendors('PVP', 10)]}
        onSelectVendor={() => {}}
        onMore={() => {}}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Fishing vendors' }));
    expect(screen.getByRole('button', { name: 'More Fishing' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cards vendors' }));
    expect(screen.queryByRole('button', { name: 'More Cards' })).not.toBeInTheDocument();
  });

  test('hot badges only on hot vendors; picking one calls back and closes the panel', async () => {
    const user = userEvent.setup();
    const { onSelectVendor } = setup();
    const toggle = screen.getByRole('button', { name: 'Live casino vendors' });
    await user.click(toggle);
    const panel = panelOf(toggle);
    expect(within(panel).getAllByText('Hot')).toHaveLength(1);
    await user.click(within(panel).getByRole('button', { name: 'JILI' }));
    expect(onSelectVendor).toHaveBeenCalledWith(vendors[13]);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('keyboard: ArrowDown on the link opens and focuses the first vendor; Escape returns', async () => {
    const user = userEvent.setup();
    setup();
    const link = screen.getByRole('link', { name: 'Slots' });
    const toggle = screen.getByRole('button', { name: 'Slots vendors' });
    link.focus();
    await user.keyboard('{ArrowDown}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Pragmatic Hot' })).toHaveFocus(),
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'JILI' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  test('keyboard: Enter and Space on the toggle open and close; ArrowDown from it too', async () => {
    const user = userEvent.setup();
    setup();
    const toggle = screen.getByRole('button', { name: 'Live casino vendors' });
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(within(panelOf(toggle)).getByRole('button', { name: 'Pragmatic Hot' })).toHaveFocus(),
    );
  });

  test('Tab order: Home, then each type link and its toggle, the open panel, Promotions', async () => {
    const user = userEvent.setup();
    setup();
    screen.getByRole('link', { name: 'Home' }).focus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Slots' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Slots vendors' })).toHaveFocus();
    // A closed panel is skipped.
    await user.tab();
    expect(screen.getByRole('link', { name: 'Live casino' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Pragmatic Hot' })).toHaveFocus();
  });

  test('focus leaving an entry closes its panel', async () => {
    const user = userEvent.setup();
    setup();
    const toggle = screen.getByRole('button', { name: 'Live casino vendors' });
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // Through the three vendors and out to Promotions.
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Promotions' })).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  // fireEvent here: user-event's pointer waits never settle under fake timers in happy-dom.
  test('hover opens after the delay and closes after the pointer leaves', () => {
    vi.useFakeTimers();
    setup({ hoverOpenDelay: 150, hoverCloseDelay: 300 });
    const toggle = screen.getByRole('button', { name: 'Slots vendors' });
    const entry = toggle.closest('li')!;
    fireEvent.pointerEnter(entry, { pointerType: 'mouse' });
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    act(() => {
      vi.advanceTimersByTime(60);
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerLeave(entry, { pointerType: 'mouse' });
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // Coming back in time keeps it open.
    fireEvent.pointerEnter(entry, { pointerType: 'mouse' });
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerLeave(entry, { pointerType: 'mouse' });
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('a brief pass of the pointer, or a touch, opens nothing', () => {
    vi.useFakeTimers();
    setup();
    const toggle = screen.getByRole('button', { name: 'Slots vendors' });
    const entry = toggle.closest('li')!;
    fireEvent.pointerEnter(entry, { pointerType: 'mouse' });
    act(() => {
      vi.advanceTimersByTime(50);
    });
    fireEvent.pointerLeave(entry, { pointerType: 'mouse' });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.pointerEnter(entry, { pointerType: 'touch' });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('onNavigate gets each link click; a router link component renders the links', async () => {
    const user = userEvent.setup();
    const RouterLink = forwardRef<HTMLAnchorElement, NavigationLinkProps>(function RouterLink(
      { href, ...props },
      ref,
    ) {
      return <a {...props} ref={ref} href={href} data-router="yes" />;
    });
    const onNavigate = vi.fn((_href: string, event: { preventDefault: () => void }) =>
      event.preventDefault(),
    );
    setup({ linkComponent: RouterLink, onNavigate });
    const promotions = screen.getByRole('link', { name: 'Promotions' });
    expect(promotions).toHaveAttribute('data-router', 'yes');
    await user.click(promotions);
    expect(onNavigate).toHaveBeenCalledWith('/promotions', expect.anything());
  });

  test('hideNavigation renders nothing', () => {
    setup({ hideNavigation: true });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  test('the narrow menu button discloses the entries; Escape closes it', async () => {
    const user = userEvent.setup();
    setup();
    // Shown by a container query only on a narrow bar (see the Narrow story); happy-dom applies no
    // container queries, so here it stays display: none.
    const menu = document.querySelector<HTMLButtonElement>('[data-ui="Navigation.MenuButton"]')!;
    expect(menu).toHaveTextContent('Menu');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    const list = document.getElementById(menu.getAttribute('aria-controls')!)!;
    expect(list.tagName).toBe('UL');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(list).toHaveAttribute('data-open');
    screen.getByRole('link', { name: 'Home' }).focus();
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
  });
});
