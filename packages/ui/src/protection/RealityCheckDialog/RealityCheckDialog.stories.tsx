import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { fitsThePhone, readsRightToLeft } from '../../member/shared/phoneChecks';
import { RealityCheckDialog } from './RealityCheckDialog';

const meta = {
  title: 'Protection/RealityCheckDialog',
  component: RealityCheckDialog,
  tags: ['autodocs'],
  args: {
    open: true,
    elapsedMs: 85 * 60_000,
    net: -1250,
    wagered: 4000,
    currency: 'P',
    historyHref: '#history',
    onContinue: fn(),
    onLogout: fn(),
  },
} satisfies Meta<typeof RealityCheckDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Neither Escape nor a click outside dismisses it; Continue answers it. */
export const NeedsAnAnswer: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Reality check' });
    await expect(dialog).toHaveAccessibleDescription(/You are P12.50 down\./);
    await expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(document.querySelector<HTMLElement>('[data-ui="Dialog.Overlay"]')!);
    await expect(dialog).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

export const Ahead: Story = { args: { net: 52000, wagered: 180000, elapsedMs: 3 * 3_600_000 } };

export const OnAPhoneRightToLeft: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'AR' },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    await readsRightToLeft(dialog);
    await fitsThePhone(dialog);
  },
};
