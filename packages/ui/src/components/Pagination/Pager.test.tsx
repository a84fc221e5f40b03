import { describe, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { Pager } from './Pager';

describe('Pager', () => {
  test('shows the page of the total between previous and next', () => {
    render(<Pager page={2} totalPages={7} onPageChange={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(nav).toHaveTextContent('Page 2 of 7');
  });

  test('previous and next report the neighbouring page', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pager page={2} totalPages={7} onPageChange={onPageChange} />);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange.mock.calls).toEqual([[3], [1]]);
  });

  test('clamps: disabled at the ends, out-of-range pages shown in range', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    const { rerender } = render(<Pager page={1} totalPages={3} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).not.toHaveBeenCalled();
    rerender(<Pager page={12} totalPages={3} onPageChange={onPageChange} />);
    expect(screen.getByRole('navigation')).toHaveTextContent('Page 3 of 3');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  test('with no pages it still reads page 1 of 1, both buttons disabled', () => {
    render(<Pager page={1} totalPages={0} onPageChange={() => {}} />);
    expect(screen.getByRole('navigation')).toHaveTextContent('Page 1 of 1');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  test('right to left, the arrows are mirrored', () => {
    render(<Pager page={2} totalPages={3} onPageChange={() => {}} />, { dir: 'rtl' });
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveTextContent('›');
  });
});
