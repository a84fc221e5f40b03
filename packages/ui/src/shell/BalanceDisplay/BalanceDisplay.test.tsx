import { describe, expect, test, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { BalanceDisplay } from './BalanceDisplay';

function deferred() {
  let resolve: () => void = () => {};
  let reject: (reason: unknown) => void = () => {};
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('BalanceDisplay', () => {
  test('shows the amount in a named group; the amount is a refresh button', () => {
    render(<BalanceDisplay amount={123456} onRefresh={() => Promise.resolve()} />);
    expect(screen.getByRole('group', { name: 'Balance' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'P1,234.56 Refresh balance' })).toBeInTheDocument();
  });

  test('a click refreshes: an updating placeholder replaces the amount until it resolves', async () => {
    const user = userEvent.setup();
    const pending = deferred();
    const onRefresh = vi.fn(() => pending.promise);
    render(<BalanceDisplay amount={123456} onRefresh={onRefresh} />);
    const button = screen.getByRole('button', { name: /Refresh balance/ });
    await user.click(button);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).not.toHaveTextContent('1,234.56');
    expect(screen.getByRole('status')).toHaveTextContent('Updating balance');
    // A second click while it runs does not start another refresh.
    await user.click(button);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    pending.resolve();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    expect(button).toHaveTextContent('P1,234.56');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  test('a failed refresh ends the placeholder and keeps the last balance', async () => {
    const user = userEvent.setup();
    const onRefresh = vi.fn(() => Promise.reject(new Error('offline')));
    render(<BalanceDisplay amount={500} onRefresh={onRefresh} />);
    await user.click(screen.getByRole('button', { name: /Refresh balance/ }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Refresh balance/ })).toHaveTextContent('P5.00'),
    );
  });

  test('the eye toggle hides the amount: it is not in the page at all', async () => {
    const user = userEvent.setup();
    const onHiddenChange = vi.fn();
    const { container } = render(
      <BalanceDisplay
        amount={987654}
        onRefresh={() => Promise.resolve()}
        onHiddenChange={onHiddenChange}
      />,
    );
    const eye = screen.getByRole('button', { name: 'Hide balance' });
    expect(eye).toHaveAttribute('aria-pressed', 'false');
    expect(eye).toHaveAttribute('title', 'Hide balance');
    await user.click(eye);
    expect(onHiddenChange).toHaveBeenCalledWith(true);
    expect(eye).toHaveAttribute('aria-pressed', 'true');
    expect(eye).toHaveAttribute('title', 'Show balance');
    expect(container.ownerDocument.body).not.toHaveTextContent('9,876.54');
    expect(container.ownerDocument.body.innerHTML).not.toContain('9,876.54');
    expect(screen.getByText('***')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(onHiddenChange).toHaveBeenLastCalledWith(false);
    expect(screen.getByRole('button', { name: /Refresh balance/ })).toHaveTextContent('P9,876.54');
  });

  test('controlled hidden state is followed; a refresh while hidden still shows no amount', async () => {
    const user = userEvent.setup();
    const pending = deferred();
    render(<BalanceDisplay amount={4200} hidden onRefresh={() => pending.promise} />);
    expect(document.body.innerHTML).not.toContain('42.00');
    await user.click(screen.getByRole('button', { name: /Refresh balance/ }));
    pending.resolve();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Refresh balance/ })).not.toHaveAttribute(
        'aria-busy',
      ),
    );
    expect(document.body.innerHTML).not.toContain('42.00');
  });

  test('without onRefresh the amount is plain text; refreshing from outside shows the placeholder', () => {
    const { rerender } = render(<BalanceDisplay amount={100} />);
    expect(screen.queryByRole('button', { name: /Refresh balance/ })).not.toBeInTheDocument();
    expect(screen.getByText('P1.00')).toBeInTheDocument();
    rerender(<BalanceDisplay amount={100} refreshing />);
    expect(screen.queryByText('P1.00')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Updating balance');
  });

  test('Enter on the amount refreshes from the keyboard', async () => {
    const user = userEvent.setup();
    const onRefresh = vi.fn(() => Promise.resolve());
    render(<BalanceDisplay amount={100} onRefresh={onRefresh} />);
    await user.tab();
    expect(screen.getByRole('button', { name: /Refresh balance/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onRefresh).toHaveBeenCalledTimes(1);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Hide balance' })).toHaveFocus();
  });
});
