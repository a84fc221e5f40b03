import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { BalanceDisplay } from './BalanceDisplay';

const meta = {
  title: 'Shell/BalanceDisplay',
  component: BalanceDisplay,
  tags: ['autodocs'],
  args: {
    amount: 1234567,
    currency: 'P',
    hidden: false,
    showLabel: false,
    refreshing: false,
    onHiddenChange: fn(),
    // A refresh that takes a moment, so the placeholder can be seen.
    onRefresh: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 600))),
  },
  // Controlled by local state: the portable-story runner behind the story tests has no args channel.
  render: function Render(args) {
    const [hidden, setHidden] = useState(args.hidden ?? false);
    useEffect(() => setHidden(args.hidden ?? false), [args.hidden]);
    return (
      <BalanceDisplay
        {...args}
        hidden={hidden}
        onHiddenChange={(next) => {
          args.onHiddenChange?.(next);
          setHidden(next);
        }}
      />
    );
  },
} satisfies Meta<typeof BalanceDisplay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithLabel: Story = { args: { showLabel: true } };

export const Hidden: Story = {
  args: { hidden: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Hide balance' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvasElement.innerHTML).not.toContain('12,345.67');
  },
};

export const Updating: Story = {
  args: { refreshing: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Updating balance');
  },
};

export const RefreshAndHide: Story = {
  play: async ({ canvas, args, step, canvasElement }) => {
    const amount = canvas.getByRole('button', { name: /Refresh balance/ });
    await step('a click refreshes and shows the placeholder meanwhile', async () => {
      await userEvent.click(amount);
      await expect(args.onRefresh).toHaveBeenCalledTimes(1);
      await expect(amount).toHaveAttribute('aria-busy', 'true');
      await waitFor(() => expect(amount).not.toHaveAttribute('aria-busy'), { timeout: 3000 });
      await expect(amount).toHaveTextContent('P12,345.67');
    });
    await step('the eye hides the amount from the page', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Hide balance' }));
      await expect(args.onHiddenChange).toHaveBeenCalledWith(true);
      await expect(canvasElement.innerHTML).not.toContain('12,345.67');
    });
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'AR' },
  args: { showLabel: true },
};

/** On a 360 px phone: the amount and the eye toggle on one line, on screen; the eye hides it. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const group = canvas.getByRole('group', { name: 'Balance' });
    await expect(group).toBeVisible();
    await expect(group.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const amount = canvas.getByRole('button', { name: /Refresh balance/ });
    const eye = canvas.getByRole('button', { name: 'Hide balance' });
    await expect(amount).toHaveTextContent('P12,345.67');
    for (const button of [amount, eye]) {
      const box = button.getBoundingClientRect();
      await expect(box.width).toBeGreaterThanOrEqual(24);
      await expect(box.height).toBeGreaterThanOrEqual(24);
    }
    // One line: the eye is beside the amount, not under it.
    await expect(eye.getBoundingClientRect().top).toBeLessThan(
      amount.getBoundingClientRect().bottom,
    );
    await userEvent.click(eye);
    await expect(canvasElement.innerHTML).not.toContain('12,345.67');
  },
};
