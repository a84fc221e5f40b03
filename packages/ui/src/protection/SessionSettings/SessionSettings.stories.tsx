import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fitsThePhone, readsRightToLeft } from '../../member/shared/phoneChecks';
import { SessionSettings } from './SessionSettings';

const meta = {
  title: 'Protection/SessionSettings',
  component: SessionSettings,
  tags: ['autodocs'],
  args: {
    sessionLimit: {
      minutes: 60,
      pending: { minutes: 120, effectiveAt: '2026-11-27T10:00:00.000Z' },
    },
    sessionLimitChoices: [30, 60, 120, 240],
    realityCheckMinutes: 30,
    realityCheckChoices: [15, 30, 60],
    showSessionLimit: true,
    showRealityCheck: true,
    coolingOffHours: 24,
    timeZone: 'UTC',
    onSaveSessionLimit: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 200))),
    onSaveRealityCheck: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof SessionSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A longer session limit waiting for the cooling-off. */
export const Regulated: Story = {};

export const ChoosesAReminder: Story = {
  play: async ({ canvas, args }) => {
    const check = within(canvas.getByRole('region', { name: 'Reality check' }));
    await userEvent.selectOptions(check.getByRole('combobox', { name: 'Remind me every' }), '15');
    await userEvent.click(check.getByRole('button', { name: 'Save' }));
    await expect(args.onSaveRealityCheck).toHaveBeenCalledWith(15);
    await expect(await check.findByText('Saved. It applies now.')).toBeVisible();
  },
};

export const OnAPhoneRightToLeft: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'AR' },
  play: async ({ canvasElement }) => {
    const panel = canvasElement.querySelector<HTMLElement>('[data-ui="SessionSettings"]')!;
    await readsRightToLeft(panel);
    await fitsThePhone(panel);
  },
};
