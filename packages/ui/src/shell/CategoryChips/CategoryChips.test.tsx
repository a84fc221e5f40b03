import { describe, expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { CategoryChips } from './CategoryChips';

const categories = [
  { label: 'Slots', href: '/rng' },
  { label: 'Live casino', href: '/live' },
];

describe('CategoryChips', () => {
  test('a navigation of the categories, the current one marked', () => {
    render(<CategoryChips categories={categories} activeHref="/rng" />);
    const nav = screen.getByRole('navigation', { name: 'Game categories' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Slots', 'Live casino']);
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    expect(links[1]).not.toHaveAttribute('aria-current');
    expect(links[1]).toHaveAttribute('href', '/live');
  });

  test('a click reaches onNavigate; Tab walks the chips in order', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn((_href: string, event: { preventDefault: () => void }) =>
      event.preventDefault(),
    );
    render(<CategoryChips categories={categories} onNavigate={onNavigate} />);
    await user.click(screen.getByRole('link', { name: 'Live casino' }));
    expect(onNavigate).toHaveBeenCalledWith('/live', expect.anything());
    screen.getByRole('link', { name: 'Slots' }).focus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Live casino' })).toHaveFocus();
  });
});
