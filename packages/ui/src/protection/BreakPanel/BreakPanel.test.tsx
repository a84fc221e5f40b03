import { describe, expect, test, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { SAMPLE_NOW } from '../LimitsPanel/fixtures';
import { BreakPanel, type BreakPanelProps } from './BreakPanel';

function setup(props: Partial<BreakPanelProps> = {}) {
  const onTake = vi.fn<BreakPanelProps['onTake']>(() => Promise.resolve());
  render(
    <BreakPanel timeOut selfExclusion onTake={onTake} now={SAMPLE_NOW} timeZone="UTC" {...props} />,
  );
  return { onTake, user: userEvent.setup() };
}

describe('BreakPanel', () => {
  test('a time-out is confirmed once, with its end date and what follows', async () => {
    const { onTake, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Time-out for 7 days' }));
    const dialog = screen.getByRole('dialog', { name: 'Take a time-out for 7 days?' });
    expect(dialog).toHaveAccessibleDescription('Your time-out ends on Dec 3, 2026, 10:00 AM UTC.');
    expect(dialog).toHaveTextContent('You will be logged out at once.');
    expect(dialog).toHaveTextContent('It cannot be lifted early, by you or by us.');
    await user.click(screen.getByRole('button', { name: 'Start the time-out' }));
    expect(onTake).toHaveBeenCalledWith('timeOut', '7d');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('a self-exclusion counts calendar months; a permanent one has no end date', async () => {
    const { onTake, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Self-exclusion for 6 months' }));
    expect(
      screen.getByRole('dialog', { name: 'Exclude yourself for 6 months?' }),
    ).toHaveAccessibleDescription('Your self-exclusion ends on May 26, 2027, 10:00 AM UTC.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onTake).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Self-exclusion, permanently' }));
    expect(
      screen.getByRole('dialog', { name: 'Exclude yourself permanently?' }),
    ).toHaveAccessibleDescription('A permanent self-exclusion has no end date.');
    await user.click(screen.getByRole('button', { name: 'Exclude me' }));
    expect(onTake).toHaveBeenCalledWith('selfExclusion', 'permanent');
  });

  test('a failure keeps the dialog open with the message, ready to try again', async () => {
    const onTake = vi.fn(() => Promise.reject(new Error('The server could not be reached.')));
    const { user } = setup({ onTake });
    await user.click(screen.getByRole('button', { name: 'Time-out for 24 hours' }));
    await user.click(screen.getByRole('button', { name: 'Start the time-out' }));
    expect(await screen.findByText('The server could not be reached.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  test('only the breaks the profile offers show', () => {
    setup({ selfExclusion: false });
    expect(screen.getByRole('region', { name: 'Time-out' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Self-exclusion' })).not.toBeInTheDocument();
  });
});
