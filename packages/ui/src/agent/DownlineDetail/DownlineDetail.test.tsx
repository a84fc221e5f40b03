import { describe, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { DownlineDetail, type DownlineDetailProps } from './DownlineDetail';
import { PLAYER, SUB_AGENT } from './fixtures';

const transfer = () => ({
  balance: 100_000,
  hasPaymentPassword: true,
  onSetPaymentPassword: vi.fn(),
  onSubmit: vi.fn(),
});

describe('DownlineDetail', () => {
  test('the transfer goes to the member on the card; another member closes the form', async () => {
    const user = userEvent.setup();
    const props: DownlineDetailProps = { member: SUB_AGENT, transfer: transfer() };
    const view = render(<DownlineDetail {...props} />);
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '12.5');
    await user.type(screen.getByLabelText(/Payment password/), '135790');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(props.transfer.onSubmit).toHaveBeenCalledWith({
      amount: 1250,
      paymentPassword: '135790',
    });
    view.rerender(<DownlineDetail {...props} member={PLAYER} />);
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByRole('region', { name: 'player30' })).toBeInTheDocument();
  });

  test("a member without a rate of its own has the site's; one that never logged in says so", () => {
    render(<DownlineDetail member={PLAYER} transfer={transfer()} />);
    expect(screen.getByText('Rebate').nextElementSibling).toHaveTextContent("The site's rate");
    expect(screen.getByText('Last login').nextElementSibling).toHaveTextContent('Never');
    expect(screen.getByText('No contracts given to this member.')).toBeInTheDocument();
  });

  test("the member's protection shows beside who it is; none shows nothing", () => {
    const { unmount } = render(<DownlineDetail member={PLAYER} transfer={transfer()} />);
    expect(screen.getByText('Self-excluded')).toBeInTheDocument();
    unmount();
    render(<DownlineDetail member={SUB_AGENT} transfer={transfer()} />);
    expect(screen.queryByText('Self-excluded')).not.toBeInTheDocument();
  });
});
