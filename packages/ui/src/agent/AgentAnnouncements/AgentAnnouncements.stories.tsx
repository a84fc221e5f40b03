import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { fitsThePhone } from '../../member/shared/phoneChecks';
import { AgentAnnouncements } from './AgentAnnouncements';
import { SAMPLE_AGENT_ANNOUNCEMENTS } from './fixtures';

const meta = {
  title: 'Agent/AgentAnnouncements',
  component: AgentAnnouncements,
  tags: ['autodocs'],
  args: { announcements: SAMPLE_AGENT_ANNOUNCEMENTS, onRetry: fn() },
} satisfies Meta<typeof AgentAnnouncements>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenWithTheKeyboard: Story = {
  play: async ({ canvas }) => {
    const newest = canvas.getByRole('button', { name: /Weekly dividends/ });
    await expect(canvas.queryByText(/Payouts appear in My Income/)).not.toBeVisible();
    newest.focus();
    await userEvent.keyboard('{Enter}');
    await expect(newest).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/Payouts appear in My Income/)).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(newest).toHaveAttribute('aria-expanded', 'false');
  },
};

export const NewestOpen: Story = { args: { defaultOpen: [3] } };

export const Loading: Story = { args: { loading: true, announcements: [] } };

export const Empty: Story = {
  args: { announcements: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No announcements')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { error: 'Link abnormal. Check your connection and retry.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Link abnormal');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const OnAPhone: Story = {
  args: { defaultOpen: [3] },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await fitsThePhone(canvasElement.querySelector<HTMLElement>('[data-ui="AgentAnnouncements"]')!);
  },
};
