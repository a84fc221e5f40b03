import { describe, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { sampleItems } from '../shared/samples';
import { RedeemDialog } from './RedeemDialog';

// The stories prove the total, the points check and the server's error; these the stock bound
// and that a dialog opened for another item starts afresh.
describe('RedeemDialog', () => {
  test('holds the quantity to the stock left', async () => {
    const onSubmit = vi.fn();
    const earbuds = sampleItems[1]!; // 3 left
    render(<RedeemDialog item={earbuds} points={100_000} onClose={vi.fn()} onSubmit={onSubmit} />);
    const user = userEvent.setup();
    const quantity = await screen.findByRole('textbox', { name: /Quantity/ });
    await user.clear(quantity);
    await user.type(quantity, '4');
    await user.type(screen.getByLabelText(/Payment password/), '135790');
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(quantity).toHaveAccessibleDescription(/Enter a whole number from 1 to 3/);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('starts afresh for another item, and is closed without one', async () => {
    const props = { points: 100_000, onClose: vi.fn(), onSubmit: vi.fn() };
    const { rerender } = render(<RedeemDialog item={sampleItems[0]!} {...props} />);
    const user = userEvent.setup();
    const quantity = await screen.findByRole('textbox', { name: /Quantity/ });
    await user.clear(quantity);
    await user.type(quantity, '5');
    rerender(<RedeemDialog item={sampleItems[1]!} {...props} />);
    expect(await screen.findByRole('dialog', { name: 'Redeem Wireless earbuds' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Quantity/ })).toHaveValue('1');
    rerender(<RedeemDialog item={null} {...props} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
