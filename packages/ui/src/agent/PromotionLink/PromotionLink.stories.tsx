import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { fitsThePhone } from '../../member/shared/phoneChecks';
import { PromotionLink } from './PromotionLink';

const meta = {
  title: 'Agent/PromotionLink',
  component: PromotionLink,
  tags: ['autodocs'],
  args: {
    code: 'AG7K2Q',
    link: 'https://lobby.example/register?affiliateCode=AG7K2Q',
    copy: fn(() => Promise.resolve()),
    onRetry: fn(),
  },
} satisfies Meta<typeof PromotionLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CopyTheLink: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('img', { name: 'QR code of your promotion link' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(args.copy).toHaveBeenCalledWith(args.link);
    await expect(await canvas.findByText('Link copied')).toBeVisible();
  },
};

export const Loading: Story = { args: { code: null, link: null } };

export const LoadFailed: Story = {
  args: { error: 'The network is not responding. Check your connection and try again.' },
};

export const OnAPhoneRightToLeft: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'AR' },
  play: async ({ canvasElement }) => {
    await fitsThePhone(canvasElement.querySelector<HTMLElement>('[data-ui="PromotionLink"]')!);
  },
};
