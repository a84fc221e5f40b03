import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { fitsThePhone } from '../../member/shared/phoneChecks';
import { sampleItems } from '../shared/samples';
import { MallItem } from './MallItem';

const meta = {
  title: 'Points/MallItem',
  component: MallItem,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '16rem' }}>
        <Story />
      </div>
    ),
  ],
  args: { item: sampleItems[0]!, onRedeem: fn() },
} satisfies Meta<typeof MallItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InStock: Story = {
  play: async ({ canvas, args }) => {
    const card = canvas.getByRole('article', { name: 'Travel mug' });
    await expect(card).toHaveTextContent('500 points');
    await expect(card).toHaveTextContent('40 left');
    await userEvent.click(canvas.getByRole('button', { name: 'Redeem' }));
    await expect(args.onRedeem).toHaveBeenCalledWith(args.item);
  },
};

/** The button stays, disabled, and says why. */
export const OutOfStock: Story = {
  args: { item: sampleItems[2]! },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Redeem' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription('Out of stock');
    await expect(args.onRedeem).not.toHaveBeenCalled();
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    item: { ...sampleItems[1]!, name: 'Wireless noise-cancelling earbuds with a charging case' },
  },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector<HTMLElement>('[data-ui="MallItem"]')!;
    await fitsThePhone(card);
    // The picture keeps its 4:3 box.
    const picture = card.querySelector('img')!.getBoundingClientRect();
    await expect(Math.round((picture.width * 3) / 4)).toBeCloseTo(Math.round(picture.height), -1);
  },
};
