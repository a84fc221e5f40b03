import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MEMBER_CENTRE_PAGES, type MemberCentrePage } from '@lobby/core';
import { MemberCentre, type MemberCentreProps } from './MemberCentre';

/** The overlay with its page state held by the story, as the site holds it in the address. */
function Stateful(args: MemberCentreProps) {
  const [page, setPage] = useState<MemberCentrePage>(args.page);
  const [open, setOpen] = useState(args.open);
  return (
    <MemberCentre
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
      <p>
        The page&apos;s content: forms, tables and cards of the member centre go here. It scrolls
        inside the overlay.
      </p>
    </MemberCentre>
  );
}

const meta = {
  title: 'Member/MemberCentre',
  component: MemberCentre,
  tags: ['autodocs'],
  args: {
    open: true,
    onOpenChange: fn(),
    pages: MEMBER_CENTRE_PAGES,
    page: 'securityCenter',
    onPageChange: fn(),
    counts: { missionLeaderboard: 3, messageV2: 12, rewardCenter: 1 },
    children: null,
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof MemberCentre>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Member centre' });
    const menu = within(dialog).getByRole('navigation', { name: 'Member centre' });
    await expect(within(menu).getAllByRole('link')).toHaveLength(14);
    await expect(within(menu).getByRole('link', { name: 'My account' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const MenuLoading: Story = { args: { menuLoading: true } };

export const NoCounts: Story = { args: { counts: {} } };

/** By keyboard: Tab to an entry, Enter opens its page and focus lands on the page. */
export const ByKeyboard: Story = {
  args: { page: 'transferFund' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Member centre' });
    const deposit = within(dialog).getByRole('link', { name: 'Deposit' });
    deposit.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledWith('depositv2');
    await waitFor(() =>
      expect(within(dialog).getByRole('region', { name: 'Deposit' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const RightToLeft: Story = { globals: { locale: 'AR' } };

/** On a 360 px phone: a sheet of the whole screen, the menu a row that scrolls inside itself. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { page: 'transactionHistory' },
  play: async ({ step }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Member centre' });
    await step('the sheet fills the screen and nothing scrolls sideways', async () => {
      const box = dialog.getBoundingClientRect();
      await expect(box.left).toBe(0);
      await expect(Math.round(box.width)).toBe(window.innerWidth);
      await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    });
    await step('the page on screen has its entry in view', async () => {
      const menu = within(dialog).getByRole('navigation', { name: 'Member centre' });
      const current = within(menu).getByRole('link', { name: 'Account record' });
      await waitFor(() => {
        const entry = current.getBoundingClientRect();
        const row = menu.getBoundingClientRect();
        return expect(entry.left >= row.left - 1 && entry.right <= row.right + 1).toBe(true);
      });
    });
    await step('every entry is at least 24 px high (WCAG 2.2)', async () => {
      for (const link of within(dialog).getAllByRole('link')) {
        await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
      }
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
