import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { fitsThePhone, readsRightToLeft } from '../shared/phoneChecks';
import { SecurityCentre } from './SecurityCentre';

const meta = {
  title: 'Member/SecurityCentre',
  component: SecurityCentre,
  tags: ['autodocs'],
  args: {
    profile: { nickname: 'Siti Aisyah', memberId: '100234', phone: '09171234567', email: null },
    hasPaymentPassword: true,
    loginHistory: [
      { time: '2026-11-26T08:00:00Z', ip: '203.0.113.7', device: 'Chrome on Android' },
      { time: '2026-11-25T20:15:00Z', ip: '198.51.100.23', device: 'Safari on iPhone' },
      { time: '2026-11-24T11:42:00Z', ip: '192.0.2.140', device: 'Firefox on Windows' },
    ],
    onChangePassword: fn(),
    onPaymentPassword: fn(),
    onBindPhone: fn(),
    onBindEmail: fn(),
  },
} satisfies Meta<typeof SecurityCentre>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Bind email' }));
    await expect(args.onBindEmail).toHaveBeenCalled();
  },
};

export const NothingBound: Story = {
  args: {
    profile: { nickname: 'newplayer', memberId: '100999', phone: null, email: null },
    hasPaymentPassword: false,
  },
};

export const WithLevel: Story = {
  args: { level: { name: 'Silver', href: '?member=playerRank', onOpen: fn() } },
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: 'Silver' });
    await expect(link).toHaveAttribute('href', '?member=playerRank');
    await userEvent.click(link);
    await expect(args.level?.onOpen).toHaveBeenCalled();
  },
};

export const HistoryLoading: Story = { args: { loginHistory: [], loginHistoryLoading: true } };

export const NoHistory: Story = { args: { loginHistory: [] } };

export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await fitsThePhone(canvasElement.querySelector<HTMLElement>('[data-ui="SecurityCentre"]')!);
  },
};

export const OnAPhoneRightToLeft: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'AR' },
  play: async ({ canvasElement }) => {
    const page = canvasElement.querySelector<HTMLElement>('[data-ui="SecurityCentre"]')!;
    await readsRightToLeft(page);
    await fitsThePhone(page);
  },
};
