import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { fitsThePhone, readsRightToLeft } from '../../member/shared/phoneChecks';
import { SAMPLE_NOW } from '../LimitsPanel/fixtures';
import { BreakPanel } from './BreakPanel';

const meta = {
  title: 'Protection/BreakPanel',
  component: BreakPanel,
  tags: ['autodocs'],
  args: {
    timeOut: true,
    selfExclusion: true,
    now: SAMPLE_NOW,
    timeZone: 'UTC',
    onTake: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 200))),
  },
} satisfies Meta<typeof BreakPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const TakesATimeOut: Story = {
  play: async ({ canvas, args, step }) => {
    const choice = canvas.getByRole('button', { name: 'Time-out for 30 days' });
    await step('one confirmation states the end and what follows', async () => {
      await userEvent.click(choice);
      const dialog = await screen.findByRole('dialog', { name: 'Take a time-out for 30 days?' });
      await expect(dialog).toHaveAccessibleDescription(
        'Your time-out ends on Dec 26, 2026, 10:00 AM UTC.',
      );
    });
    await step('confirming takes it; focus returns to the choice', async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Start the time-out' }));
      await expect(args.onTake).toHaveBeenCalledWith('timeOut', '30d');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(choice).toHaveFocus());
    });
  },
};

/** The confirmation left open, so axe checks it too: a permanent exclusion has no end date. */
export const ConfirmingAPermanentExclusion: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Self-exclusion, permanently' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exclude yourself permanently?' });
    await expect(dialog).toHaveAccessibleDescription('A permanent self-exclusion has no end date.');
    await expect(screen.getByRole('button', { name: 'Exclude me' })).toBeVisible();
  },
};

export const OnAPhoneRightToLeft: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'AR' },
  play: async ({ canvasElement }) => {
    const panel = canvasElement.querySelector<HTMLElement>('[data-ui="BreakPanel"]')!;
    await readsRightToLeft(panel);
    await fitsThePhone(panel);
  },
};
