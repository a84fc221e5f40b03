import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleVendors } from '../VendorMenu/VendorMenu.fixtures';
import { Navigation } from './Navigation';

const gameTypes = [
  { type: 'RNG', label: 'Slots', href: '/rng' },
  { type: 'LIVE', label: 'Live casino', href: '/live' },
  { type: 'SPORTS', label: 'Sports', href: '/sports' },
  { type: 'FISH', label: 'Fishing', href: '/fish' },
];

const vendors = [
  ...sampleVendors('RNG', 13),
  ...sampleVendors('LIVE', 5),
  ...sampleVendors('SPORTS', 3),
  ...sampleVendors('FISH', 8),
];

const meta = {
  title: 'Shell/Navigation',
  component: Navigation,
  tags: ['autodocs'],
  args: {
    gameTypes,
    vendors,
    activeHref: '/',
    homeHref: '/',
    promotionsHref: '/promotions',
    hideNavigation: false,
    hoverOpenDelay: 150,
    hoverCloseDelay: 300,
    onSelectVendor: fn(),
    onMore: fn(),
    // The stories stay on their page.
    onNavigate: fn((_href: string, event: { preventDefault: () => void }) =>
      event.preventDefault(),
    ),
  },
  argTypes: {
    gameTypes: { control: false },
    vendors: { control: false },
    linkComponent: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Navigation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ActiveEntry: Story = {
  args: { activeHref: '/live' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Live casino' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const KeyboardDisclosure: Story = {
  play: async ({ canvas, args, step }) => {
    const link = canvas.getByRole('link', { name: 'Slots' });
    const toggle = canvas.getByRole('button', { name: 'Slots vendors' });
    await step('ArrowDown on the link opens the panel on its first vendor', async () => {
      link.focus();
      await userEvent.keyboard('{ArrowDown}');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await waitFor(() =>
        expect(canvas.getByRole('button', { name: 'Pragmatic Hot' })).toHaveFocus(),
      );
    });
    await step('at most 11 vendors, and More for 11 or more', async () => {
      const list = canvas.getByRole('list', { name: 'Slots vendors' });
      await expect(within(list).getAllByRole('listitem')).toHaveLength(11);
      await userEvent.click(canvas.getByRole('button', { name: 'More Slots' }));
      await expect(args.onMore).toHaveBeenCalledWith('RNG');
    });
    await step('Enter on the toggle reopens; Escape closes and focus returns', async () => {
      toggle.focus();
      await userEvent.keyboard('{Enter}');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      canvas.getByRole('button', { name: 'JILI' }).focus();
      await userEvent.keyboard('{Escape}');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toHaveFocus();
    });
  },
};

export const HoverOpens: Story = {
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('button', { name: 'Live casino vendors' });
    await userEvent.hover(canvas.getByRole('link', { name: 'Live casino' }));
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
    await expect(canvas.queryByRole('button', { name: 'More Live casino' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'JILI' }));
    await expect(args.onSelectVendor).toHaveBeenCalledWith(
      expect.objectContaining({ gameType: 'LIVE', name: 'JILI' }),
    );
  },
};

export const PanelOpen: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Fishing vendors' }));
    await expect(canvas.getByRole('list', { name: 'Fishing vendors' })).toBeVisible();
  },
};

/** A phone-wide bar: the entries move behind a menu button. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, step }) => {
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await step('the entries are hidden behind the menu button', async () => {
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(canvas.queryByRole('link', { name: 'Home' })).toBeNull();
    });
    await step('the menu button shows them; a panel opens in place', async () => {
      await userEvent.click(menu);
      await expect(canvas.getByRole('link', { name: 'Home' })).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Sports vendors' }));
      await expect(canvas.getByRole('list', { name: 'Sports vendors' })).toBeVisible();
    });
    await step('Escape closes the panel, then the menu, and focus returns', async () => {
      await userEvent.keyboard('{Escape}');
      await userEvent.keyboard('{Escape}');
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toHaveFocus();
    });
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'AR' },
  args: { activeHref: '/rng' },
  play: async ({ canvas }) => {
    // The story runs in Arabic: names are the Arabic catalog's.
    await userEvent.click(canvas.getByRole('button', { name: 'مزوّدو Slots' }));
    const home = canvas.getByRole('link', { name: 'الرئيسية' });
    const promotions = canvas.getByRole('link', { name: 'العروض' });
    await expect(home.getBoundingClientRect().left).toBeGreaterThan(
      promotions.getBoundingClientRect().left,
    );
  },
};

export const Hidden: Story = {
  args: { hideNavigation: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** On a 360 px phone: a Menu button opens the entries in a column; a vendor panel fits the screen. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement, step }) => {
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await step('only the menu button shows', async () => {
      await expect(menu).toBeVisible();
      await expect(menu.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
      await expect(canvas.queryByRole('link', { name: 'Home' })).toBeNull();
    });
    await step('the entries open in a column, each a full target', async () => {
      await userEvent.click(menu);
      const home = canvas.getByRole('link', { name: 'Home' });
      const promotions = canvas.getByRole('link', { name: 'Promotions' });
      await expect(promotions.getBoundingClientRect().top).toBeGreaterThan(
        home.getBoundingClientRect().bottom,
      );
      const targets = [...canvas.getAllByRole('link'), ...canvas.getAllByRole('button')];
      for (const target of targets) {
        const box = target.getBoundingClientRect();
        await expect(box.width).toBeGreaterThanOrEqual(24);
        await expect(box.height).toBeGreaterThanOrEqual(24);
        await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
      }
    });
    await step('a vendor panel opens in place, inside the screen', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Slots vendors' }));
      await expect(canvas.getByRole('list', { name: 'Slots vendors' })).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'More Slots' })).toBeVisible();
      const panel = canvasElement.querySelector<HTMLElement>(
        '[data-ui="Navigation.Panel"]:not([hidden])',
      )!;
      await expect(panel.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
      await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    });
  },
};
