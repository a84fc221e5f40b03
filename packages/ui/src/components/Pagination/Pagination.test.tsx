import { describe, expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { Pagination } from './Pagination';

describe('Pagination', () => {
  test('a named navigation whose current page is marked', () => {
    render(<Pagination page={5} totalPages={10} onPageChange={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const current = within(nav).getByRole('button', { name: 'Page 5' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Page 4' })).not.toHaveAttribute('aria-current');
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['‹', '1', '4', '5', '6', '10', '›']);
    expect(nav).toHaveTextContent('…');
  });

  test('page, previous and next buttons report the page', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pagination page={5} totalPages={10} onPageChange={onPageChange} />);
    await user.click(screen.getByRole('button', { name: 'Page 10' }));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(onPageChange.mock.calls).toEqual([[10], [4], [6]]);
  });

  test('previous is disabled on the first page, next on the last', () => {
    const { rerender } = render(<Pagination page={1} totalPages={3} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
    rerender(<Pagination page={3} totalPages={3} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  test('range and margin follow the props', () => {
    render(
      <Pagination
        page={10}
        totalPages={20}
        pageRange={5}
        marginPages={2}
        onPageChange={() => {}}
      />,
    );
    expect(
      screen
        .getAllByRole('button', { name: /^Page / })
        .map((b) => b.textContent)
        .join(' '),
    ).toBe('1 2 8 9 10 11 12 19 20');
  });

  test('renders nothing for a single page', () => {
    render(<Pagination page={1} totalPages={1} onPageChange={() => {}} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  test('right to left, the arrows are mirrored', () => {
    render(<Pagination page={2} totalPages={3} onPageChange={() => {}} />, { dir: 'rtl' });
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveTextContent('›');
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveTextContent('‹');
  });
});
