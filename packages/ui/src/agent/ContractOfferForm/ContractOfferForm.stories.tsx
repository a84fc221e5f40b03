import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fitsThePhone, readsRightToLeft } from '../../member/shared/phoneChecks';
import { ContractOfferForm } from './ContractOfferForm';

const meta = {
  title: 'Agent/ContractOfferForm',
  component: ContractOfferForm,
  tags: ['autodocs'],
  args: {
    kind: 'dividend',
    members: [
      { id: 7, account: 'subagent01' },
      { id: 8, account: 'subagent02' },
    ],
    ceilingBp: 2000,
    currency: 'P',
    onSubmit: fn(),
  },
} satisfies Meta<typeof ContractOfferForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dividends may settle weekly, semimonthly, monthly or daily; rates stop at the offerer's own. */
export const Dividend: Story = {
  play: async ({ canvas, args }) => {
    const tier = within(canvas.getByRole('group', { name: 'Tier 1' }));
    await userEvent.type(tier.getByRole('textbox', { name: 'Period loss' }), '1000');
    await userEvent.type(tier.getByRole('textbox', { name: 'Active members' }), '3');
    await userEvent.type(tier.getByRole('textbox', { name: 'Rate (%)' }), '25');
    await userEvent.click(canvas.getByRole('button', { name: 'Send offer' }));
    await expect(canvas.getByText('At most 20.00%, your own top rate')).toBeVisible();
    await expect(canvas.getAllByText('Choose a downline agent').length).toBeGreaterThan(0);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Fixed, the offer goes: what was typed is kept.
    const rate = tier.getByRole('textbox', { name: 'Rate (%)' });
    await userEvent.clear(rate);
    await userEvent.type(rate, '15');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Downline agent/ }), '7');
    await userEvent.click(canvas.getByRole('button', { name: 'Send offer' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      kind: 'dividend',
      memberId: 7,
      period: 'W',
      tiers: [{ threshold: 100_000, activeMembers: 3, rateBp: 1500 }],
    });
  },
};

export const DailyWage: Story = {
  args: { kind: 'dailyWage', ceilingBp: 120 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Daily valid bet' })).toBeVisible();
  },
};

export const Hourly: Story = { args: { kind: 'hourly', ceilingBp: 35 } };

export const RealTime: Story = { args: { kind: 'realtime', ceilingBp: 25 } };

export const ServerSaidNo: Story = {
  args: { error: 'Your rate is lower than the rate you are offering.' },
};

export const NoDownlineAgents: Story = { args: { members: [] } };

export const OnAPhoneRightToLeft: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'AR' },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-ui="ContractOfferForm"]')!;
    await readsRightToLeft(root);
    await fitsThePhone(root);
  },
};
