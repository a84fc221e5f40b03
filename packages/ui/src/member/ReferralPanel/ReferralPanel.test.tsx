import { describe, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { ReferralPanel, type ReferralPanelProps } from './ReferralPanel';

const LINK = 'https://lobby.example/register?referralCode=K7PQ2MXA';

function setup(props: Partial<ReferralPanelProps> = {}) {
  const copy = vi.fn(() => Promise.resolve());
  render(
    <ReferralPanel
      link={LINK}
      friends={[
        { account: 'fr******1', registeredAt: '2026-11-21T12:00:00Z', earned: 10000 },
        { account: 'fr******2', registeredAt: '2026-11-22T12:00:00Z', earned: 0 },
      ]}
      friendCount={2}
      totalEarned={10000}
      rateBp={1000}
      cap={20000}
      currency="₱"
      copy={copy}
      {...props}
    />,
  );
  return { copy };
}

describe('ReferralPanel', () => {
  test('shows the link, its QR code, the rate and the friends with what each earned', () => {
    setup();
    expect(screen.getByRole('textbox', { name: 'Your referral link' })).toHaveValue(LINK);
    expect(screen.getByRole('img', { name: 'QR code of your referral link' })).toBeInTheDocument();
    expect(screen.getByText(/you earn 10% of it, up to ₱200\.00/)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Friends who registered with your link' });
    expect(table).toHaveTextContent('fr******1');
    expect(table).toHaveTextContent('₱100.00');
    expect(screen.getByText('Friends invited').nextElementSibling).toHaveTextContent('2');
  });

  test('copies the link and says so', async () => {
    const user = userEvent.setup();
    const { copy } = setup();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(copy).toHaveBeenCalledWith(LINK);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });

  test('a copy the browser refuses says how to copy by hand', async () => {
    const user = userEvent.setup();
    setup({ copy: () => Promise.reject(new Error('denied')) });
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(
      await screen.findByText('Could not copy: select the link and copy it.'),
    ).toBeInTheDocument();
  });

  test('no friends yet: the empty state', () => {
    setup({ friends: [], friendCount: 0, totalEarned: 0 });
    expect(screen.getByText('No friends yet')).toBeInTheDocument();
  });

  test('a failed load says so with a retry', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    setup({ error: 'Link abnormal, retry.', onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('Link abnormal, retry.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
