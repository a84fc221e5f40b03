import { describe, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { MissionBoard, type MissionBoardProps } from './MissionBoard';

function setup(props: Partial<MissionBoardProps> = {}) {
  const onClaim = vi.fn<(id: number) => Promise<void>>(() => Promise.resolve());
  render(
    <MissionBoard
      missions={[
        {
          id: 1,
          title: 'Bet 10.00 on mini games',
          target: 1_000,
          progress: 1_500,
          reward: 200,
          status: 'complete',
        },
        {
          id: 2,
          title: 'Bet 100.00 on any game',
          target: 10_000,
          progress: 2_500,
          reward: 800,
          status: 'inProgress',
        },
        {
          id: 3,
          title: 'Bet 5.00 on cards',
          target: 500,
          progress: 500,
          reward: 100,
          status: 'claimed',
        },
      ]}
      leaders={[
        { rank: 1, player: 'vi***01', validBet: 90_000, isMe: false },
        { rank: 2, player: 'pl***01', validBet: 2_500, isMe: true },
      ]}
      me={{ rank: 2, validBet: 2_500 }}
      resetsAt={new Date(Date.now() + 3_600_000).toISOString()}
      onClaim={onClaim}
      {...props}
    />,
  );
  return { onClaim, user: userEvent.setup() };
}

describe('MissionBoard', () => {
  test('shows each mission with its progress capped at the target, and Claim only when complete', async () => {
    const { onClaim, user } = setup();
    const bars = screen.getAllByRole('progressbar');
    expect(bars[0]).toHaveAttribute('value', '1000');
    expect(bars[1]).toHaveAttribute('value', '2500');
    expect(screen.getByText('P25.00 / P100.00')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Claim/ })).toHaveLength(1);
    expect(screen.getByText('In progress')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Claim Bet 10.00 on mini games' }));
    expect(onClaim).toHaveBeenCalledWith(1);
  });

  test("the leaderboard marks the member's row and says their place", () => {
    setup();
    expect(screen.getByText('pl***01 (you)')).toBeInTheDocument();
    expect(screen.getByText('Your place today: 2, valid bet P25.00.')).toBeInTheDocument();
  });

  test('a member without a bet today is told every valid bet counts', () => {
    setup({ me: { rank: null, validBet: 0 }, leaders: [] });
    expect(screen.getByText(/not on today's board yet/)).toBeInTheDocument();
    expect(screen.getByText('No bets today yet')).toBeInTheDocument();
  });

  test('a refused claim shows its message', () => {
    setup({ claimError: 'This mission is not complete yet.' });
    expect(screen.getByRole('alert')).toHaveTextContent('This mission is not complete yet.');
  });
});
