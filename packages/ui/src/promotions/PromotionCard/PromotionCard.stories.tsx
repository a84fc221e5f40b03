import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { fitsThePhone, readsRightToLeft } from '../../member/shared/phoneChecks';
import { SAMPLE_PROMOTIONS } from '../shared/fixtures';
import { PromotionCard } from './PromotionCard';

const meta = {
  title: 'Promotions/PromotionCard',
  component: PromotionCard,
  tags: ['autodocs'],
  args: { promotion: SAMPLE_PROMOTIONS[0]!, href: '/promoDetail?id=1', onOpen: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PromotionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadyToClaim: Story = {
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: 'Welcome gift' });
    await expect(link).toHaveAttribute('href', '/promoDetail?id=1');
    await expect(canvas.getByText('Ready to claim')).toBeVisible();
    await userEvent.click(link);
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
  },
};

/** Every status a card can carry, in a grid like the page's. */
export const Grid: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 'none' }}>
        <Story />
      </div>
    ),
  ],
  render: () => (
    <div
      style={{
        display: 'grid',
        gap: 16,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
      }}
    >
      {SAMPLE_PROMOTIONS.map((promotion) => (
        <PromotionCard
          key={promotion.id}
          promotion={promotion}
          href={`/promoDetail?id=${promotion.id}`}
        />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const status of ['Ready to claim', 'Applying', 'Joined', 'Closed']) {
      await expect(canvas.getByText(status)).toBeVisible();
    }
  },
};

export const OnAPhoneRightToLeft: Story = {
  args: { promotion: SAMPLE_PROMOTIONS[2]! },
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'AR' },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector<HTMLElement>('[data-ui="PromotionCard"]')!;
    await readsRightToLeft(card);
    await fitsThePhone(card);
  },
};
