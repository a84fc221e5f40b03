import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import type { Mode } from '@lobby/theme';
import { ThemeSwitch } from './ThemeSwitch';

const meta = {
  title: 'Shell/ThemeSwitch',
  component: ThemeSwitch,
  tags: ['autodocs'],
  args: { mode: 'light', onModeChange: fn() },
  // Controlled by local state: the portable-story runner behind the story tests has no args channel.
  render: function Render(args) {
    const [mode, setMode] = useState(args.mode);
    // The Controls panel still drives it.
    useEffect(() => setMode(args.mode), [args.mode]);
    return (
      <ThemeSwitch
        {...args}
        mode={mode}
        onModeChange={(next: Mode) => {
          args.onModeChange(next);
          setMode(next);
        }}
      />
    );
  },
} satisfies Meta<typeof ThemeSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const DarkSelected: Story = { args: { mode: 'dark' } };

export const SwitchByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    const dark = canvas.getByRole('button', { name: 'Dark' });
    dark.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onModeChange).toHaveBeenCalledWith('dark');
    await expect(dark).toHaveAttribute('aria-pressed', 'true');
  },
};

/** On a 360 px phone: the label and the Light and Dark buttons on one line, full targets. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('group', { name: 'Theme' });
    await expect(group.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const light = canvas.getByRole('button', { name: 'Light' });
    const dark = canvas.getByRole('button', { name: 'Dark' });
    for (const button of [light, dark]) {
      const box = button.getBoundingClientRect();
      await expect(box.width).toBeGreaterThanOrEqual(24);
      await expect(box.height).toBeGreaterThanOrEqual(24);
    }
    await expect(
      Math.abs(light.getBoundingClientRect().top - dark.getBoundingClientRect().top),
    ).toBeLessThan(1);
    await userEvent.click(dark);
    await expect(args.onModeChange).toHaveBeenCalledWith('dark');
    await expect(dark).toHaveAttribute('aria-pressed', 'true');
  },
};
