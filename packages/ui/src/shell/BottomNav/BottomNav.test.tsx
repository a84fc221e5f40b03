import { describe, expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { BottomNav } from './BottomNav';

describe('BottomNav', () => {
  test('links and buttons with their labels, the current place marked', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(
      <BottomNav
        current="games"
        items={[
          { place: 'home', label: 'Home', href: '/' },
          { place: 'games', label: 'Games', href: '/rng' },
          { place: 'account', label: 'Account', onSelect },
        ]}
      />,
      { width: 360 },
    );
    const bar = screen.getByRole('navigation', { name: 'Quick links' });
    expect(within(bar).getByRole('link', { name: 'Games' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(bar).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    await user.click(within(bar).getByRole('button', { name: 'Account' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  test('a wide screen does not show it: its header has the navigation', () => {
    render(<BottomNav items={[{ place: 'home', label: 'Home', href: '/' }]} />);
    expect(screen.queryByRole('navigation', { name: 'Quick links' })).not.toBeInTheDocument();
  });

  test('a link goes through onNavigate on a click', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn((_href: string, event: { preventDefault: () => void }) =>
      event.preventDefault(),
    );
    render(
      <BottomNav
        items={[{ place: 'search', label: 'Search', href: '/rng?view=all' }]}
        onNavigate={onNavigate}
      />,
      { width: 360 },
    );
    await user.click(screen.getByRole('link', { name: 'Search' }));
    expect(onNavigate).toHaveBeenCalledWith('/rng?view=all', expect.anything());
  });
});
