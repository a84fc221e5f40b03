import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { AccountMenu } from './AccountMenu';

const meta = {
  title: 'Shell/AccountMenu',
  component: AccountMenu,
  tags: ['autodocs'],
  args: {
    nickname: 'player01',
    memberId: 100234,
    clubLabel: { labelName: 'Gold', rankLevel: 5 },
    isAgent: false,
    memberCentreAvailable: true,
    unreadMessages: 3,
    modal: true,
    onMyAccount: fn(),
    onAgentCentre: fn(),
    onMailbox: fn(),
    onSignOut: fn(),
  },
  argTypes: { trigger: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 340, display: 'flex', justifyContent: 'flex-end' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AccountMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Static open states are non-modal, so axe sees the page around the menu unhidden. */
export const Agent: Story = {
  args: { isAgent: true, defaultOpen: true, modal: false },
  play: async () => {
    await expect(await screen.findByRole('menuitem', { name: 'Agent center' })).toBeVisible();
    await expect(screen.getByRole('menu')).toHaveTextContent('VIP 5');
  },
};

export const PlayerWithoutMemberCentre: Story = {
  args: { defaultOpen: true, modal: false, memberCentreAvailable: false, clubLabel: null },
  play: async () => {
    await screen.findByRole('menu');
    await expect(screen.queryByRole('menuitem', { name: /Mailbox/ })).toBeNull();
    await expect(screen.queryByRole('menuitem', { name: 'Agent center' })).toBeNull();
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, args, step }) => {
    const trigger = canvas.getByRole('button', { name: 'player01' });
    await step('Enter opens it on the first item', async () => {
      trigger.focus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() =>
        expect(screen.getByRole('menuitem', { name: 'My Account' })).toHaveFocus(),
      );
    });
    await step('End reaches Sign out; Enter signs out and focus returns', async () => {
      await userEvent.keyboard('{End}');
      await expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onSignOut).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(trigger).toHaveFocus());
    });
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'AR' },
  args: { defaultOpen: true, modal: false, isAgent: true },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 340, display: 'flex', justifyContent: 'flex-start' }}>
        <Story />
      </div>
    ),
  ],
};

/** On a 360 px phone: the menu opens inside the screen, each item a full target; Escape closes it. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { isAgent: true },
  play: async ({ canvas, step }) => {
    const trigger = canvas.getByRole('button', { name: 'player01' });
    await step('the trigger opens the menu inside the screen', async () => {
      await userEvent.click(trigger);
      const menu = await screen.findByRole('menu');
      await expect(menu).toHaveTextContent('ID: 100234');
      const box = menu.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(0);
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
      await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    });
    await step('every item is visible and at least 24 x 24 px (WCAG 2.2)', async () => {
      const items = screen.getAllByRole('menuitem');
      await expect(items).toHaveLength(4);
      for (const item of items) {
        await expect(item).toBeVisible();
        const box = item.getBoundingClientRect();
        await expect(box.width).toBeGreaterThanOrEqual(24);
        await expect(box.height).toBeGreaterThanOrEqual(24);
      }
      await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    });
    await step('Escape closes it and focus returns to the trigger', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
      await waitFor(() => expect(trigger).toHaveFocus());
    });
  },
};

/** The one-tap break: its own confirmation, then focus is back on the menu's trigger if cancelled. */
export const TakeABreak: Story = {
  args: { onTakeBreak: fn(() => Promise.resolve()), timeZone: 'UTC' },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'player01' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Take a break (24 hours)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take a time-out for 24 hours?' });
    await expect(dialog).toHaveAccessibleDescription(/Your time-out ends on .+ UTC\./);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onTakeBreak).not.toHaveBeenCalled();
  },
};
