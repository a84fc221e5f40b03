import { describe, expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAX_TIERS } from '@lobby/core';
import { render } from '../../test/render';
import { ContractOfferForm, type ContractOfferFormProps } from './ContractOfferForm';

const members = [
  { id: 7, account: 'subagent01' },
  { id: 8, account: 'subagent02' },
];

function setup(props: Partial<ContractOfferFormProps> = {}) {
  const onSubmit = vi.fn();
  render(
    <ContractOfferForm
      kind="dividend"
      members={members}
      ceilingBp={2000}
      onSubmit={onSubmit}
      {...props}
    />,
  );
  return { onSubmit, user: userEvent.setup() };
}

function tier(number: number) {
  return within(screen.getByRole('group', { name: `Tier ${number}` }));
}

async function typeTier(
  user: ReturnType<typeof userEvent.setup>,
  number: number,
  values: [string, string, string],
) {
  const fields = tier(number);
  await user.type(fields.getByRole('textbox', { name: 'Period loss' }), values[0]);
  await user.type(fields.getByRole('textbox', { name: 'Active members' }), values[1]);
  await user.type(fields.getByRole('textbox', { name: 'Rate (%)' }), values[2]);
}

describe('ContractOfferForm', () => {
  test('a valid offer is sent in minor units and basis points', async () => {
    const { onSubmit, user } = setup();
    await user.selectOptions(screen.getByRole('combobox', { name: /Downline agent/ }), '8');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'M');
    await typeTier(user, 1, ['1,000', '3', '10']);
    await user.click(screen.getByRole('button', { name: 'Add a tier' }));
    await typeTier(user, 2, ['5000.50', '5', '12.5']);
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(onSubmit).toHaveBeenCalledWith({
      kind: 'dividend',
      memberId: 8,
      period: 'M',
      tiers: [
        { threshold: 100_000, activeMembers: 3, rateBp: 1000 },
        { threshold: 500_050, activeMembers: 5, rateBp: 1250 },
      ],
    });
  });

  test('each message sits under its own field, and nothing is sent', async () => {
    const { onSubmit, user } = setup();
    await typeTier(user, 1, ['abc', '2.5', '25']);
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const agent = screen.getByRole('combobox', { name: /Downline agent/ });
    expect(agent).toHaveAccessibleDescription('Choose a downline agent');
    expect(agent).toHaveFocus();
    expect(tier(1).getByRole('textbox', { name: 'Period loss' })).toHaveAccessibleDescription(
      expect.stringContaining('Enter an amount such as 100 or 100.50'),
    );
    expect(tier(1).getByRole('textbox', { name: 'Active members' })).toHaveAccessibleDescription(
      'Enter a whole number',
    );
    // The ceiling is the offerer's own top rate (20.00%).
    expect(tier(1).getByRole('textbox', { name: 'Rate (%)' })).toHaveAccessibleDescription(
      'At most 20.00%, your own top rate',
    );
  });

  test('across tiers: thresholds must rise and rates may not fall, on the tier that breaks it', async () => {
    const { onSubmit, user } = setup();
    await user.selectOptions(screen.getByRole('combobox', { name: /Downline agent/ }), '7');
    await typeTier(user, 1, ['500', '1', '10']);
    await user.click(screen.getByRole('button', { name: 'Add a tier' }));
    await typeTier(user, 2, ['500', '2', '12']);
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(tier(2).getByRole('textbox', { name: 'Period loss' })).toHaveAccessibleDescription(
      expect.stringContaining('Must be above the tier before'),
    );
    const threshold = tier(2).getByRole('textbox', { name: 'Period loss' });
    await user.clear(threshold);
    await user.type(threshold, '800');
    const rate = tier(2).getByRole('textbox', { name: 'Rate (%)' });
    await user.clear(rate);
    await user.type(rate, '9');
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(rate).toHaveAccessibleDescription('At least the rate of the tier before');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('tiers are added up to the most a contract may have, and removed', async () => {
    const { user } = setup();
    const add = screen.getByRole('button', { name: 'Add a tier' });
    for (let i = 1; i < MAX_TIERS; i++) await user.click(add);
    expect(screen.getAllByRole('group')).toHaveLength(MAX_TIERS);
    expect(add).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove tier 2' }));
    expect(screen.getAllByRole('group')).toHaveLength(MAX_TIERS - 1);
    expect(add).not.toBeDisabled();
  });

  test('a failed offer keeps everything typed; the button is busy while it is sent', async () => {
    let fail: (reason: Error) => void = () => {};
    const onSubmit = vi.fn(() => new Promise((_, reject) => (fail = reject)));
    const { user } = setup({ onSubmit });
    await user.selectOptions(screen.getByRole('combobox', { name: /Downline agent/ }), '7');
    await typeTier(user, 1, ['1000', '3', '15']);
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(screen.getByRole('button', { name: /Send offer/ })).toHaveAttribute('aria-busy', 'true');
    fail(new Error('RATE_ABOVE_OWN'));
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Send offer' })).not.toHaveAttribute('aria-busy'),
    );
    expect(tier(1).getByRole('textbox', { name: 'Period loss' })).toHaveValue('1000');
    expect(tier(1).getByRole('textbox', { name: 'Rate (%)' })).toHaveValue('15');
    expect(screen.getByRole('combobox', { name: /Downline agent/ })).toHaveValue('7');
  });

  test('a kind with one period offers only that one', () => {
    setup({ kind: 'realtime' });
    const options = within(screen.getByRole('combobox', { name: 'Period' })).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Every 5 minutes']);
  });

  test('no downline agents: nothing to offer to', () => {
    setup({ members: [] });
    expect(
      screen.getByText('You have no direct downline agents to offer a contract to.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send offer' })).not.toBeInTheDocument();
  });
});
