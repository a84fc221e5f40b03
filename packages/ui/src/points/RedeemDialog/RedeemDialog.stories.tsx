import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { fitsThePhone, readsRightToLeft } from '../../member/shared/phoneChecks';
import { sampleItems } from '../shared/samples';
import { RedeemDialog } from './RedeemDialog';

const meta = {
  title: 'Points/RedeemDialog',
  component: RedeemDialog,
  tags: ['autodocs'],
  args: { item: sampleItems[0]!, points: 1200, onClose: fn(), onSubmit: fn() },
} satisfies Meta<typeof RedeemDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two mugs: the total follows the quantity, and the password confirms it. */
export const Redeems: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Redeem Travel mug' });
    const quantity = screen.getByRole('textbox', { name: /Quantity/ });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    await expect(dialog).toHaveTextContent('1,000 points');
    await userEvent.type(screen.getByLabelText(/Payment password/), '135790');
    await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      itemId: 1,
      quantity: 2,
      paymentPassword: '135790',
    });
  },
};

/** More than the points cover is refused at the field, before any call. */
export const TooFewPoints: Story = {
  play: async ({ args }) => {
    await screen.findByRole('dialog');
    const quantity = screen.getByRole('textbox', { name: /Quantity/ });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    await userEvent.type(screen.getByLabelText(/Payment password/), '135790');
    await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    await expect(quantity).toHaveAccessibleDescription(/That takes 1,500 points; you have 1,200\./);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server's refusal shows in place; Cancel closes. */
export const WrongPassword: Story = {
  args: { error: 'The payment password is wrong.' },
  play: async ({ args }) => {
    await screen.findByRole('dialog');
    // The first field has the focus, for a keyboard.
    await expect(screen.getByRole('textbox', { name: /Quantity/ })).toHaveFocus();
    await expect(screen.getByRole('alert')).toHaveTextContent('The payment password is wrong.');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const OnAPhoneRightToLeft: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'AR' },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await readsRightToLeft(dialog);
    await fitsThePhone(dialog);
  },
};
