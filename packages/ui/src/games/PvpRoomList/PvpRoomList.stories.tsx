import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { fitsThePhone, readsRightToLeft } from '../../member/shared/phoneChecks';
import { PvpRoomList } from './PvpRoomList';

const meta = {
  title: 'Games/PvpRoomList',
  component: PvpRoomList,
  tags: ['autodocs'],
  args: {
    onJoin: fn(),
    currency: 'P',
    rooms: [
      { id: 'd-1000', gameName: 'Duel Poker', stake: 1_000, seatsTaken: 2, seats: 6 },
      { id: 'd-5000', gameName: 'Duel Poker', stake: 5_000, seatsTaken: 6, seats: 6 },
      { id: 'a-1000', gameName: 'Arena Rummy', stake: 20_000, seatsTaken: 0, seats: 4 },
    ],
  },
} satisfies Meta<typeof PvpRoomList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenRooms: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'Full' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Join Arena Rummy room' }));
    await expect(args.onJoin).toHaveBeenCalledWith(expect.objectContaining({ id: 'a-1000' }));
  },
};

export const Failed: Story = {
  args: { rooms: [], error: 'The link is abnormal. Please try again.', onRetry: fn() },
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
