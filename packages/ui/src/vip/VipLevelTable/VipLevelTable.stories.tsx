import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { fitsThePhone, readsRightToLeft } from '../../member/shared/phoneChecks';
import { VipLevelTable } from './VipLevelTable';
import { SAMPLE_VIP_LEVELS } from './fixtures';

const meta = {
  title: 'VIP/VipLevelTable',
  component: VipLevelTable,
  tags: ['autodocs'],
  args: { levels: SAMPLE_VIP_LEVELS, currentLevel: 2, currency: 'P' },
} satisfies Meta<typeof VipLevelTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MemberAtLevelTwo: Story = {
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(SAMPLE_VIP_LEVELS.length);
    await expect(rows[1]).toHaveTextContent('Your level');
    await expect(rows[4]).toHaveTextContent('Yes');
  },
};

export const Visitor: Story = {
  args: { currentLevel: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Your level')).toBeNull();
  },
};

export const Failed: Story = {
  args: { levels: [], error: 'The link is abnormal. Please try again.', onRetry: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const OnAPhoneRightToLeft: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'AR' },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-ui="Member.Panel"]')!;
    await readsRightToLeft(root);
    await fitsThePhone(root);
  },
};
