import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fitsThePhone } from '../../member/shared/phoneChecks';
import { DownlineDetail } from './DownlineDetail';
import { PLAYER, SUB_AGENT } from './fixtures';

const meta = {
  title: 'Agent/DownlineDetail',
  component: DownlineDetail,
  tags: ['autodocs'],
  args: {
    member: SUB_AGENT,
    onRetry: fn(),
    transfer: {
      balance: 5_000_000,
      hasPaymentPassword: true,
      onSetPaymentPassword: fn(),
      onSubmit: fn(),
    },
  },
} satisfies Meta<typeof DownlineDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A sub-agent with contracts; Transfer opens the form in the card and Cancel closes it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'subagent01' });
    await expect(within(card).getByText('Dividend').parentElement).toHaveTextContent(
      'DividendActiveUp to 20.00%',
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Transfer' }));
    await expect(within(card).getByRole('form', { name: 'Transfer to subagent01' })).toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel' }));
    await expect(within(card).getByRole('button', { name: 'Transfer' })).toBeVisible();
  },
};

export const APlayerDeepInTheTeam: Story = { args: { member: PLAYER } };

export const Loading: Story = { args: { member: null } };

export const LoadFailed: Story = {
  args: {
    member: null,
    error: 'The network is not responding. Check your connection and try again.',
  },
};

export const OnAPhoneRightToLeft: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'AR' },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector<HTMLElement>('[data-ui="DownlineDetail"]')!;
    await userEvent.click(within(card).getByRole('button'));
    await fitsThePhone(card);
  },
};
