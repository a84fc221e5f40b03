import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AGENT_CENTRE_PAGES, agentCentreMenu, type AgentCentrePage } from '@lobby/core';
import { AgentCentre, type AgentCentreProps } from './AgentCentre';

/** The overlay with its page state held by the story, as the site holds it in the address. */
function Stateful(args: AgentCentreProps) {
  const [page, setPage] = useState<AgentCentrePage>(args.page);
  const [open, setOpen] = useState(args.open);
  return (
    <AgentCentre
      {...args}
      open={open}
      onOpenChange={(next) => {
        args.onOpenChange(next);
        setOpen(next);
      }}
      page={page}
      onPageChange={(next) => {
        args.onPageChange(next);
        setPage(next);
      }}
    >
      <p>The page&apos;s content: the team, its reports and the contracts go here.</p>
    </AgentCentre>
  );
}

const meta = {
  title: 'Agent/AgentCentre',
  component: AgentCentre,
  tags: ['autodocs'],
  args: {
    open: true,
    onOpenChange: fn(),
    pages: AGENT_CENTRE_PAGES,
    page: 'agentTeamOverview',
    onPageChange: fn(),
    children: null,
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof AgentCentre>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every contract kind enabled: the twelve entries, the overview on screen. */
export const Default: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Agent' });
    const menu = within(dialog).getByRole('navigation', { name: 'Agent' });
    await expect(within(menu).getAllByRole('link')).toHaveLength(12);
    await expect(within(menu).getByRole('link', { name: 'Overview' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** A merchant that enables only daily salary: the eight pages and that one contract page. */
export const OneContractKind: Story = {
  args: {
    pages: agentCentreMenu({ dividend: false, dailyWage: true, hourly: false, realtime: false }),
  },
  play: async () => {
    const menu = await screen.findByRole('navigation', { name: 'Agent' });
    await expect(within(menu).getAllByRole('link')).toHaveLength(9);
    await expect(within(menu).queryByRole('link', { name: 'Dividend' })).toBeNull();
  },
};

export const MenuLoading: Story = { args: { menuLoading: true } };

/** By keyboard: Tab to an entry, Enter opens its page and focus lands on the page. */
export const ByKeyboard: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Agent' });
    within(dialog).getByRole('link', { name: 'Team management' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledWith('downlineManagmentView');
    await waitFor(() =>
      expect(within(dialog).getByRole('region', { name: 'Team management' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const RightToLeft: Story = { globals: { locale: 'AR' } };

/** On a 360 px phone: a sheet of the whole screen, the menu a row that scrolls inside itself. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { page: 'agentHourSalary' },
  play: async ({ step }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Agent' });
    await step('the sheet fills the screen and nothing scrolls sideways', async () => {
      const box = dialog.getBoundingClientRect();
      await expect(box.left).toBe(0);
      await expect(Math.round(box.width)).toBe(window.innerWidth);
      await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    });
    await step('the page on screen has its entry in view', async () => {
      const menu = within(dialog).getByRole('navigation', { name: 'Agent' });
      const current = within(menu).getByRole('link', { name: 'Hourly salary' });
      await waitFor(() => {
        const entry = current.getBoundingClientRect();
        const row = menu.getBoundingClientRect();
        return expect(entry.left >= row.left - 1 && entry.right <= row.right + 1).toBe(true);
      });
    });
  },
};

export const OnAPhoneRightToLeft: Story = {
  ...OnAPhone,
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'AR' },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(dialog.getBoundingClientRect().left).toBe(0);
  },
};
