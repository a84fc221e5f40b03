import { describe, expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { RewardCentre, type RewardCentreProps, type RewardItem } from './RewardCentre';

const HOUR = 60 * 60 * 1000;
const iso = (ms: number) => new Date(ms).toISOString();

function rewards(): { claimable: RewardItem[]; claimed: RewardItem[] } {
  const now = Date.now();
  return {
    claimable: [
      {
        id: 1,
        title: 'Welcome reward',
        amount: 5_000,
        expiresAt: iso(now + 5 * HOUR),
        claimedAt: null,
      },
      {
        id: 2,
        title: 'Loyalty reward',
        amount: 2_000,
        expiresAt: iso(now + 30 * 24 * HOUR),
        claimedAt: null,
      },
    ],
    claimed: [
      {
        id: 3,
        title: 'Birthday reward',
        amount: 3_000,
        expiresAt: iso(now + HOUR),
        claimedAt: iso(now - HOUR),
      },
    ],
  };
}

function setup(props: Partial<RewardCentreProps> = {}) {
  const onClaim = vi.fn<(id: number) => Promise<void>>(() => Promise.resolve());
  render(<RewardCentre {...rewards()} onClaim={onClaim} {...props} />);
  return { onClaim, user: userEvent.setup() };
}

describe('RewardCentre', () => {
  test('lists the rewards to claim with amount and expiry; a near expiry counts down', () => {
    setup();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Welcome reward');
    expect(rows[0]).toHaveTextContent('P50.00');
    expect(rows[0]!.querySelector('[data-ui="RewardCentre.Expiry"]')).toHaveAttribute('data-near');
    expect(rows[1]!.querySelector('[data-ui="RewardCentre.Expiry"]')).not.toHaveAttribute(
      'data-near',
    );
    expect(screen.getByRole('tab', { name: 'To claim (2)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('Claim claims that reward, and a second click while it runs sends nothing more', async () => {
    let finish: () => void = () => undefined;
    const onClaim = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = setup({ onClaim });
    const button = screen.getByRole('button', { name: 'Claim Welcome reward' });
    await user.click(button);
    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Claim Loyalty reward' }));
    expect(onClaim).toHaveBeenCalledTimes(1);
    expect(onClaim).toHaveBeenCalledWith(1);
    finish();
    await user.click(await screen.findByRole('button', { name: 'Claim Loyalty reward' }));
    expect(onClaim).toHaveBeenLastCalledWith(2);
  });

  test('the claimed tab lists what was claimed', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('tab', { name: 'Claimed' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('Birthday reward')).toBeInTheDocument();
  });

  test('a refused claim shows its message; a failed load shows a retry', async () => {
    const onRetry = vi.fn();
    const { user } = setup({ claimError: 'Claimed already.', error: 'Link abnormal.', onRetry });
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'Claimed already.',
      'Link abnormal.',
    ]);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });

  test('says so when there is nothing to claim', () => {
    setup({ claimable: [] });
    expect(screen.getByText('No rewards to claim')).toBeInTheDocument();
  });
});
