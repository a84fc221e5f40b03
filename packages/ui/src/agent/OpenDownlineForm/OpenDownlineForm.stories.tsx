import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { fitsThePhone, readsRightToLeft } from '../../member/shared/phoneChecks';
import { ACCOUNT_RULE, PASSWORD_RULE } from './fixtures';
import { OpenDownlineForm } from './OpenDownlineForm';

const meta = {
  title: 'Agent/OpenDownlineForm',
  component: OpenDownlineForm,
  tags: ['autodocs'],
  args: {
    accountRule: ACCOUNT_RULE,
    passwordRule: PASSWORD_RULE,
    ownRebateBp: 180,
    onSubmit: fn(),
  },
} satisfies Meta<typeof OpenDownlineForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A sub-agent opened with a rebate under the agent's own 1.8 %. */
export const OpensASubAgent: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('From 0 to your own rebate of 1.8%')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Username/ }), 'subagent09');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'secret123');
    await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'secret123');
    await userEvent.click(canvas.getByRole('radio', { name: 'Agent' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Rebate/ }), '1.25');
    await userEvent.click(canvas.getByRole('button', { name: 'Open account' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      account: 'subagent09',
      password: 'secret123',
      isAgent: true,
      rebateBp: 125,
    });
  },
};

export const AccountTaken: Story = {
  args: { accountError: 'This username is already taken. Choose another.' },
};

export const Opened: Story = { args: { created: 'subagent09' } };

export const OnAPhoneRightToLeft: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'AR' },
  play: async ({ canvasElement }) => {
    const form = canvasElement.querySelector<HTMLElement>('[data-ui="OpenDownlineForm"]')!;
    await readsRightToLeft(form);
    await fitsThePhone(form);
  },
};
