import { describe, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { RebatePanel, type RebatePanelProps } from './RebatePanel';

function setup(props: Partial<RebatePanelProps> = {}) {
  const onClaim = vi.fn(() => Promise.resolve());
  render(
    <RebatePanel
      lines={[
        { gameType: 'MINI', label: 'Mini games', validBet: 10_050, rateBp: 100, rebate: 100 },
        { gameType: 'CARD', label: 'Cards', validBet: 1_000, rateBp: 55, rebate: 5 },
      ]}
      total={105}
      claimed={false}
      history={[{ period: '2026-11-25', amount: 320, claimedAt: '2026-11-25T20:00:00Z' }]}
      onClaim={onClaim}
      {...props}
    />,
  );
  return { onClaim, user: userEvent.setup() };
}

describe('RebatePanel', () => {
  test('shows each game type with its valid bet, rate and rebate, and the total', () => {
    setup();
    const [mini] = screen.getAllByRole('row').slice(1);
    expect(mini).toHaveTextContent('Mini games');
    expect(mini).toHaveTextContent('P100.50');
    expect(mini).toHaveTextContent('1.00%');
    expect(screen.getByText('P1.05')).toBeInTheDocument();
    expect(screen.getByText('2026-11-25')).toBeInTheDocument();
  });

  test('Claim rebate claims once while it runs', async () => {
    let finish: () => void = () => undefined;
    const onClaim = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = setup({ onClaim });
    const button = screen.getByRole('button', { name: 'Claim rebate' });
    await user.click(button);
    await user.click(button);
    expect(onClaim).toHaveBeenCalledTimes(1);
    finish();
  });

  test('cannot claim nothing, nor twice a day', () => {
    setup({ total: 0 });
    expect(screen.getByRole('button', { name: 'Claim rebate' })).toBeDisabled();
    expect(screen.getByText(/Nothing to claim yet/)).toBeInTheDocument();
  });

  test('says when today was claimed', () => {
    setup({ claimed: true });
    expect(screen.getByRole('button', { name: 'Claim rebate' })).toBeDisabled();
    expect(screen.getByText(/has been claimed/)).toBeInTheDocument();
  });
});
