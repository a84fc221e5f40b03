import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fitsThePhone, readsRightToLeft } from '../../member/shared/phoneChecks';
import { LimitsPanel } from './LimitsPanel';
import { sampleLimits } from './fixtures';

const meta = {
  title: 'Protection/LimitsPanel',
  component: LimitsPanel,
  tags: ['autodocs'],
  args: {
    limits: sampleLimits,
    tools: ['depositLimits', 'lossLimits', 'wagerLimits'],
    coolingOffHours: 24,
    currency: 'P',
    timeZone: 'UTC',
    onSave: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 200))),
  },
} satisfies Meta<typeof LimitsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A regulated profile: a daily deposit limit being raised, a monthly one being removed. */
export const Regulated: Story = {};

export const SetsALimit: Story = {
  play: async ({ canvas, args }) => {
    const weekly = within(canvas.getByRole('listitem', { name: 'Weekly deposit limit' }));
    await userEvent.type(weekly.getByRole('textbox', { name: /New limit/ }), '150');
    await userEvent.click(weekly.getByRole('button', { name: /Save limit/ }));
    await expect(weekly.getByRole('button', { name: /Save limit/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(await weekly.findByText('Saved. It applies now.')).toBeVisible();
    await expect(args.onSave).toHaveBeenCalledWith('deposit', 'week', 15000);
  },
};

export const SaveFails: Story = {
  args: {
    onSave: fn(() => Promise.reject(new Error('The server could not be reached. Try again.'))),
  },
  play: async ({ canvas }) => {
    const daily = within(canvas.getByRole('listitem', { name: 'Daily loss limit' }));
    const box = daily.getByRole('textbox', { name: /New limit/ });
    await userEvent.type(box, '40');
    await userEvent.click(daily.getByRole('button', { name: /Save limit/ }));
    await expect(await daily.findByRole('alert')).toHaveTextContent(
      'The server could not be reached. Try again.',
    );
    await expect(box).toHaveValue('40');
  },
};

export const OnAPhoneRightToLeft: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'AR' },
  play: async ({ canvasElement }) => {
    const panel = canvasElement.querySelector<HTMLElement>('[data-ui="LimitsPanel"]')!;
    await readsRightToLeft(panel);
    await fitsThePhone(panel);
  },
};
