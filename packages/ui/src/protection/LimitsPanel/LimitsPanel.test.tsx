import { describe, expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { LimitsPanel, type LimitsPanelProps } from './LimitsPanel';
import { sampleLimits } from './fixtures';

function setup(props: Partial<LimitsPanelProps> = {}) {
  const onSave = vi.fn<LimitsPanelProps['onSave']>(() => Promise.resolve());
  render(
    <LimitsPanel
      limits={sampleLimits}
      tools={['depositLimits', 'lossLimits', 'wagerLimits', 'timeOut']}
      coolingOffHours={24}
      onSave={onSave}
      timeZone="UTC"
      {...props}
    />,
  );
  return { onSave, user: userEvent.setup() };
}

const card = (name: string) => screen.getByRole('listitem', { name });
const inCard = (name: string) => {
  const scope = within(card(name));
  return {
    box: () => scope.getByRole('textbox', { name: /New limit/ }),
    save: () => scope.getByRole('button', { name: /Save limit/ }),
    scope,
  };
};

describe('LimitsPanel', () => {
  test('a limit shows what is used, what is left, the reset with its time zone and the pending rise', () => {
    setup();
    const daily = card('Daily deposit limit');
    expect(daily).toHaveTextContent('LimitP50.00');
    expect(daily).toHaveTextContent('Used this periodP20.00');
    expect(daily).toHaveTextContent('Left this periodP30.00');
    expect(within(daily).getByText(/Nov 27, 2026, 12:00 AM UTC/)).toHaveAttribute(
      'dateTime',
      '2026-11-27T00:00:00.000Z',
    );
    expect(daily).toHaveTextContent('Rises to P80.00 on Nov 27, 2026, 10:00 AM UTC');
    expect(card('Monthly deposit limit')).toHaveTextContent(
      'Removed on Nov 27, 2026, 09:30 AM UTC',
    );
    expect(card('Weekly deposit limit')).toHaveTextContent('LimitNo limit');
    expect(card('Weekly deposit limit')).not.toHaveTextContent('Left this period');
    expect(card('Weekly loss limit')).toHaveTextContent('Left this periodP0.00');
  });

  test('only the kinds the profile offers show, with the cooling-off rule', () => {
    setup({ tools: ['depositLimits', 'timeOut'] });
    expect(screen.getByRole('region', { name: 'Deposit limits' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Loss limits' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Wager limits' })).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'A lower limit applies at once; a higher one, or removing a limit, after 24 hours.',
      ),
    ).toBeInTheDocument();
  });

  test('saves a new limit in minor units and says it applies now', async () => {
    const { onSave, user } = setup();
    const weekly = inCard('Weekly deposit limit');
    await user.type(weekly.box(), '1,250.5');
    await user.click(weekly.save());
    expect(onSave).toHaveBeenCalledWith('deposit', 'week', 125050);
    expect(await weekly.scope.findByText('Saved. It applies now.')).toBeInTheDocument();
    await user.type(weekly.box(), '0');
    expect(weekly.scope.queryByText('Saved. It applies now.')).not.toBeInTheDocument();
  });

  test('a higher limit is said to wait for the cooling-off; blank removes', async () => {
    const { onSave, user } = setup();
    const daily = inCard('Daily deposit limit');
    await user.type(daily.box(), '60');
    await user.click(daily.save());
    expect(onSave).toHaveBeenLastCalledWith('deposit', 'day', 6000);
    expect(
      await daily.scope.findByText('Saved. The change applies in 24 hours.'),
    ).toBeInTheDocument();
    await user.clear(daily.box());
    await user.click(daily.save());
    expect(onSave).toHaveBeenLastCalledWith('deposit', 'day', null);
  });

  test.each([
    ['', 'Daily wager limit', /Enter an amount to set a limit/],
    ['12.345', 'Daily deposit limit', /Use at most 2 decimal places/],
    ['0', 'Daily deposit limit', /Enter an amount above zero/],
    ['ten', 'Daily deposit limit', /Enter an amount such as 100/],
  ])('refuses %j before saving', async (typed, name, message) => {
    const { onSave, user } = setup();
    const limit = inCard(name);
    if (typed) await user.type(limit.box(), typed);
    await user.click(limit.save());
    expect(limit.box()).toHaveAccessibleDescription(message);
    expect(onSave).not.toHaveBeenCalled();
  });

  test('a failure shows the thrown message, keeps what was typed and names the form', async () => {
    const onSave = vi.fn(() => Promise.reject(new Error('The daily deposit limit is reached.')));
    const { user } = setup({ onSave });
    const weekly = inCard('Weekly wager limit');
    await user.type(weekly.box(), '75');
    await user.click(weekly.save());
    const alert = await weekly.scope.findByText('The daily deposit limit is reached.');
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(weekly.box()).toHaveValue('75');
    expect(weekly.scope.queryByText(/Saved/)).not.toBeInTheDocument();
  });

  test("the caller's error message wins, on the card that saved", async () => {
    const onSave = vi.fn(() => Promise.reject(new Error('raw')));
    const { user } = setup({ onSave, error: 'Limits are not offered here.' });
    const monthly = inCard('Monthly loss limit');
    await user.type(monthly.box(), '10');
    await user.click(monthly.save());
    expect(await monthly.scope.findByText('Limits are not offered here.')).toBeInTheDocument();
    expect(within(card('Daily loss limit')).queryByText('Limits are not offered here.')).toBeNull();
    expect(screen.queryByText('raw')).not.toBeInTheDocument();
  });
});
