import { describe, expect, test } from 'vitest';
import { screen } from '@testing-library/react';
import { render } from '../../test/render';
import { PlayerRankCard } from './PlayerRankCard';
import { SAMPLE_LEVELS, SAMPLE_RANK } from './fixtures';

describe('PlayerRankCard', () => {
  test('the level, the valid bet so far and what is left to the next', () => {
    render(<PlayerRankCard {...SAMPLE_RANK} />);
    expect(screen.getByText('Level 2 · Silver')).toBeVisible();
    expect(screen.getByText(/Your valid bet so far/)).toHaveTextContent('P1,277.00');
    expect(screen.getByText('P3,723.00 more valid bet to reach Gold.')).toBeVisible();
    const bar = screen.getByRole('progressbar', {
      name: 'P3,723.00 more valid bet to reach Gold.',
    });
    expect(bar).toHaveAttribute('aria-valuenow', '17');
  });

  test('every level with what it gives; the member’s own is marked', () => {
    render(<PlayerRankCard {...SAMPLE_RANK} />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(SAMPLE_LEVELS.length);
    expect(rows[1]).toHaveTextContent('Your level');
    expect(rows[0]).not.toHaveTextContent('Your level');
    expect(rows[2]).toHaveTextContent('Gold');
    expect(rows[2]).toHaveTextContent('P5,000.00');
    expect(rows[2]).toHaveTextContent('+0.10%');
    expect(rows[2]).toHaveTextContent('8');
  });

  test('at the top: no next level, a full bar', () => {
    const top = SAMPLE_LEVELS[3]!;
    render(
      <PlayerRankCard
        {...SAMPLE_RANK}
        validBet={9_000_000}
        level={top}
        next={null}
        remaining={0}
        progress={1}
      />,
    );
    expect(screen.getByText('You have reached the top level.')).toBeVisible();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });
});
