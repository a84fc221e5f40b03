import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect } from 'storybook/test';
import { defaultBrand, getBrand } from '@lobby/theme';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { useThemeScope } from '../../theme/ThemeContext';
import { Button } from '../../components/Button';
import { Snow } from './Snow';

/** Re-roots the story right to left, as the locale toolbar would. */
function RightToLeftRoot({ children }: { children: ReactNode }) {
  const { theme } = useThemeScope();
  return (
    <ThemeRoot brand={getBrand(theme.brandCode) ?? defaultBrand} mode={theme.mode} dir="rtl">
      {children}
    </ThemeRoot>
  );
}

const meta = {
  title: 'Shell/Snow',
  component: Snow,
  tags: ['autodocs'],
  args: { enabled: true, flakes: 36 },
  argTypes: { flakes: { control: { type: 'range', min: 0, max: 60, step: 1 } } },
  render: (args) => (
    <>
      <p>Page content stays readable and clickable under the snow.</p>
      <Button>Deposit</Button>
      <Snow {...args} />
    </>
  ),
} satisfies Meta<typeof Snow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The snow never takes a click: the button under it still receives it. */
export const DoesNotBlockThePage: Story = {
  play: async ({ canvas, canvasElement }) => {
    const layer = canvasElement.querySelector<HTMLElement>('[data-ui="Snow"]')!;
    await expect(layer).toHaveAttribute('aria-hidden', 'true');
    await expect(getComputedStyle(layer).pointerEvents).toBe('none');
    const button = canvas.getByRole('button', { name: 'Deposit' });
    const box = button.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    await expect(button.contains(hit)).toBe(true);
  },
};

export const Disabled: Story = {
  args: { enabled: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-ui="Snow"]')).toBeNull();
  },
};

export const RightToLeft: Story = {
  render: (args) => (
    <RightToLeftRoot>
      <p>يبقى المحتوى مقروءاً تحت الثلج.</p>
      <Snow {...args} />
    </RightToLeftRoot>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-ui="Snow.Flake"]')).toHaveLength(36);
  },
};

/** On a 360 px phone: the snow covers exactly the screen, never widens the page nor takes a tap. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const layer = canvasElement.querySelector<HTMLElement>('[data-ui="Snow"]')!;
    const box = layer.getBoundingClientRect();
    await expect(Math.round(box.width)).toBe(document.documentElement.clientWidth);
    await expect(Math.round(box.height)).toBe(window.innerHeight);
    // Flakes drift sideways as they fall: the layer clips them, so the page never scrolls sideways.
    await expect(layer.querySelectorAll('[data-ui="Snow.Flake"]')).toHaveLength(36);
    await expect(getComputedStyle(layer).overflow).toBe('hidden');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const button = canvas.getByRole('button', { name: 'Deposit' });
    const target = button.getBoundingClientRect();
    const hit = document.elementFromPoint(
      target.x + target.width / 2,
      target.y + target.height / 2,
    );
    await expect(button.contains(hit)).toBe(true);
  },
};
