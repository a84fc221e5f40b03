import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../../components/Button';
import { fitsThePhone, readsRightToLeft } from '../../member/shared/phoneChecks';
import { SAMPLE_DETAIL } from '../shared/fixtures';
import { PromotionDetail } from './PromotionDetail';

const meta = {
  title: 'Promotions/PromotionDetail',
  component: PromotionDetail,
  tags: ['autodocs'],
  args: { promotion: SAMPLE_DETAIL, action: <Button>Join</Button> },
} satisfies Meta<typeof PromotionDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The rules come from the server as HTML: they render sanitised, the script and handler gone. */
export const WithRules: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Big win bonus' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Rules' })).toBeVisible();
    await expect(canvas.getByText('One entry per member.')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Take part' })).toBeVisible();
    await expect(canvasElement.querySelector('script, [onclick]')).toBeNull();
    await expect((window as { __promotionHacked?: boolean }).__promotionHacked).toBeUndefined();
  },
};

export const OnAPhoneRightToLeft: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'AR' },
  play: async ({ canvasElement }) => {
    const detail = canvasElement.querySelector<HTMLElement>('[data-ui="PromotionDetail"]')!;
    await readsRightToLeft(detail);
    await fitsThePhone(detail);
  },
};
