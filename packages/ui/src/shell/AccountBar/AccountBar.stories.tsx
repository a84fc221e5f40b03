import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { AccountBar } from './AccountBar';

const meta = {
  title: 'Shell/AccountBar',
  component: AccountBar,
  tags: ['autodocs'],
  args: {
    nickname: 'Siti Aisyah',
    memberId: '100234',
    clubLabel: { labelName: 'Gold', rankLevel: 5 },
    isAgent: false,
    memberCentreAvailable: true,
    balance: 1234567,
    currency: 'P',
    promotionsAvailable: 2,
    unreadMessages: 3,
    onRefreshBalance: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 600))),
    onBalanceHiddenChange: fn(),
    onDeposit: fn(),
    onWithdraw: fn(),
    onMyAccount: fn(),
    onAgentCentre: fn(),
    onMailbox: fn(),
    onSignOut: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 340 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AccountBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithoutMemberCentre: Story = {
  args: { memberCentreAvailable: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Deposit' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Withdraw' })).toBeNull();
  },
};

export const NothingUnclaimed: Story = {
  args: { promotionsAvailable: 0, unreadMessages: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Account menu' })).toBeInTheDocument();
  },
};

export const BalanceHidden: Story = {
  args: { defaultBalanceHidden: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.innerHTML).not.toContain('12,345.67');
  },
};

export const KeyboardThroughTheBar: Story = {
  args: { isAgent: true },
  play: async ({ canvas, args, step }) => {
    await step('Tab walks Deposit, Withdraw, balance, eye, avatar', async () => {
      canvas.getByRole('button', { name: 'Deposit' }).focus();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Withdraw' })).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: /Refresh balance/ })).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Hide balance' })).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: /Account menu/ })).toHaveFocus();
    });
    await step('the avatar opens the account menu; Agent center calls back', async () => {
      await userEvent.keyboard('{Enter}');
      await waitFor(() =>
        expect(screen.getByRole('menuitem', { name: 'My Account' })).toHaveFocus(),
      );
      await userEvent.keyboard('{ArrowDown}{Enter}');
      await expect(args.onAgentCentre).toHaveBeenCalledTimes(1);
    });
  },
};

export const RightToLeft: Story = { globals: { locale: 'AR' } };

/** A phone-wide container: the bar wraps instead of overflowing. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const bar = canvasElement.querySelector<HTMLElement>('[data-ui="AccountBar"]')!;
    await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth + 1);
  },
};

/**
 * On a 360 px phone: the balance and the avatar in one row on screen (Deposit and Withdraw are in
 * the site's menu); the menu opens on it.
 */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement, step }) => {
    const bar = canvasElement.querySelector<HTMLElement>('[data-ui="AccountBar"]')!;
    await step('Deposit and Withdraw leave the row; the balance and avatar share it', async () => {
      await expect(canvas.queryByRole('button', { name: 'Deposit' })).toBeNull();
      await expect(canvas.queryByRole('button', { name: 'Withdraw' })).toBeNull();
      const middles = [
        canvas.getByRole('group', { name: 'Balance' }),
        canvas.getByRole('button', { name: /Account menu/ }),
      ].map((el) => {
        const box = el.getBoundingClientRect();
        return Math.round(box.top + box.height / 2);
      });
      await expect(Math.abs(middles[0]! - middles[1]!)).toBeLessThanOrEqual(4);
    });
    await step('the bar stays inside the screen', async () => {
      await expect(bar.getBoundingClientRect().left).toBeGreaterThanOrEqual(0);
      await expect(bar.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
      await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
      await expect(canvas.getByRole('group', { name: 'Balance' })).toBeVisible();
    });
    await step('every control is at least 24 x 24 px (WCAG 2.2)', async () => {
      for (const button of canvas.getAllByRole('button')) {
        const box = button.getBoundingClientRect();
        await expect(box.width).toBeGreaterThanOrEqual(24);
        await expect(box.height).toBeGreaterThanOrEqual(24);
        await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
      }
    });
    await step('the avatar opens the account menu inside the screen', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /Account menu/ }));
      const menu = await screen.findByRole('menu');
      await expect(screen.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
      const box = menu.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(0);
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    });
  },
};
