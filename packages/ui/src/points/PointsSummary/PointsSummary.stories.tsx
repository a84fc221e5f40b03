import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { fitsThePhone, readsRightToLeft } from '../../member/shared/phoneChecks';
import { PointsSummary } from './PointsSummary';

const meta = {
  title: 'Points/PointsSummary',
  component: PointsSummary,
  tags: ['autodocs'],
  args: { points: 12500, ratio: 100, currency: 'P' },
} satisfies Meta<typeof PointsSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'My points' });
    await expect(region).toHaveTextContent('12,500');
    await expect(region).toHaveTextContent('100 points = P1.00');
  },
};

export const Loading: Story = { args: { points: null } };

export const OnAPhoneRightToLeft: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'AR' },
  args: { points: 1234567890, ratio: 200 },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-ui="PointsSummary"]')!;
    await readsRightToLeft(root);
    await fitsThePhone(root);
  },
};
