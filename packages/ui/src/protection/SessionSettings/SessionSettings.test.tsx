import { describe, expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { SessionSettings, type SessionSettingsProps } from './SessionSettings';

function setup(props: Partial<SessionSettingsProps> = {}) {
  const onSaveSessionLimit = vi.fn<SessionSettingsProps['onSaveSessionLimit']>(() =>
    Promise.resolve(),
  );
  const onSaveRealityCheck = vi.fn<SessionSettingsProps['onSaveRealityCheck']>(() =>
    Promise.resolve(),
  );
  render(
    <SessionSettings
      sessionLimit={{
        minutes: 60,
        pending: { minutes: 120, effectiveAt: '2026-11-27T10:00:00.000Z' },
      }}
      sessionLimitChoices={[30, 60, 120, 240]}
      realityCheckMinutes={30}
      realityCheckChoices={[15, 30, 60]}
      showSessionLimit
      showRealityCheck
      coolingOffHours={24}
      onSaveSessionLimit={onSaveSessionLimit}
      onSaveRealityCheck={onSaveRealityCheck}
      timeZone="UTC"
      {...props}
    />,
  );
  return { onSaveSessionLimit, onSaveRealityCheck, user: userEvent.setup() };
}

const section = (name: string) => within(screen.getByRole('region', { name }));

describe('SessionSettings', () => {
  test('the session limit shows the choice in force, the rule and the pending change', () => {
    setup();
    const limit = section('Session-time limit');
    expect(limit.getByRole('combobox', { name: 'Session length' })).toHaveDisplayValue('1 hour');
    expect(
      limit.getByText(/A shorter limit applies at once; a longer one, or none, after 24 hours/),
    ).toBeInTheDocument();
    expect(limit.getByText('Changes to 2 hours on Nov 27, 2026, 10:00 AM UTC')).toBeInTheDocument();
    expect(
      section('Reality check').getByRole('combobox', { name: 'Remind me every' }),
    ).toHaveDisplayValue('30 minutes');
  });

  test('a shorter limit applies now; none waits for the cooling-off', async () => {
    const { onSaveSessionLimit, user } = setup();
    const limit = section('Session-time limit');
    const select = limit.getByRole('combobox', { name: 'Session length' });
    await user.selectOptions(select, '30');
    await user.click(limit.getByRole('button', { name: 'Save' }));
    expect(onSaveSessionLimit).toHaveBeenLastCalledWith(30);
    expect(await limit.findByText('Saved. It applies now.')).toBeInTheDocument();
    await user.selectOptions(select, 'No limit');
    await user.click(limit.getByRole('button', { name: 'Save' }));
    expect(onSaveSessionLimit).toHaveBeenLastCalledWith(null);
    expect(await limit.findByText('Saved. The change applies in 24 hours.')).toBeInTheDocument();
  });

  test('the reality check can be turned off', async () => {
    const { onSaveRealityCheck, user } = setup();
    const check = section('Reality check');
    await user.selectOptions(check.getByRole('combobox', { name: 'Remind me every' }), 'Off');
    await user.click(check.getByRole('button', { name: 'Save' }));
    expect(onSaveRealityCheck).toHaveBeenCalledWith(null);
  });

  test("a failure shows the caller's message under the setting that failed", async () => {
    const { user } = setup({
      onSaveRealityCheck: () => Promise.reject(new Error('raw')),
      error: 'That choice is not offered.',
    });
    const check = section('Reality check');
    await user.click(check.getByRole('button', { name: 'Save' }));
    expect(await check.findByText('That choice is not offered.')).toBeInTheDocument();
    expect(section('Session-time limit').queryByText('That choice is not offered.')).toBeNull();
  });

  test('only the tools the profile offers show', () => {
    setup({ showSessionLimit: false });
    expect(screen.queryByRole('region', { name: 'Session-time limit' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Reality check' })).toBeInTheDocument();
  });
});
