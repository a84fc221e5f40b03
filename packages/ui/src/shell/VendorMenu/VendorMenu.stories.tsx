import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { VendorMenu } from './VendorMenu';
import { sampleVendors } from './VendorMenu.fixtures';

const meta = {
  title: 'Shell/VendorMenu',
  component: VendorMenu,
  tags: ['autodocs'],
  args: {
    vendors: sampleVendors('RNG', 11),
    label: 'Slots vendors',
    arrowThreshold: 7,
    onSelectVendor: fn(),
  },
  argTypes: { vendors: { control: false } },
} satisfies Meta<typeof VendorMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const FewVendors: Story = {
  args: { vendors: sampleVendors('LIVE', 4), label: 'Live casino vendors' },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('button', { name: 'Next vendors' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'JILI' }));
    await expect(args.onSelectVendor).toHaveBeenCalledWith(args.vendors[1]);
  },
};

/** On a category page the menu filters the list: the chosen vendor is pressed. */
export const AsFilter: Story = {
  args: { vendors: sampleVendors('LIVE', 4), label: 'Live casino vendors', selected: 'LIVE_2' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'JILI' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** A vendor with a special logo (BTI): its logo fills the whole tile, the others sit inside. */
export const SpecialLogo: Story = {
  args: {
    vendors: sampleVendors('SPORTS', 3).map((vendor, index) =>
      index === 1 ? { ...vendor, name: 'BTI Sports', specialLogo: true } : vendor,
    ),
    label: 'Sports vendors',
  },
  play: async ({ canvas }) => {
    const special = canvas.getByRole('img', { name: 'BTI Sports' });
    const plain = canvas.getByRole('img', { name: 'Pragmatic' });
    const tile = canvas.getByRole('button', { name: 'BTI Sports' });
    await waitFor(() =>
      expect(special.getBoundingClientRect().width).toBeCloseTo(tile.clientWidth, 0),
    );
    await expect(plain.getBoundingClientRect().width).toBeLessThan(tile.clientWidth);
  },
};

export const ScrollArrows: Story = {
  play: async ({ canvas, step }) => {
    const list = canvas.getByRole('list', { name: 'Slots vendors' });
    const previous = canvas.getByRole('button', { name: 'Previous vendors' });
    const next = canvas.getByRole('button', { name: 'Next vendors' });
    await step('more than seven vendors: arrows, "previous" off at the start', async () => {
      await waitFor(() => expect(next).toBeEnabled());
      await expect(previous).toBeDisabled();
    });
    await step('"next" scrolls the row', async () => {
      await userEvent.click(next);
      await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(0));
      await waitFor(() => expect(previous).toBeEnabled());
    });
  },
};

/** Five vendors in a phone-wide space: the row overflows, so the arrows show anyway. */
export const NarrowOverflow: Story = {
  args: { vendors: sampleVendors('FISH', 5), label: 'Fishing vendors' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 300 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Next vendors' })).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'AR' },
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('list');
    const next = canvasElement.querySelector<HTMLButtonElement>('[data-scroll="next"]')!;
    await expect(next.getBoundingClientRect().right).toBeLessThanOrEqual(
      list.getBoundingClientRect().left + 1,
    );
    await waitFor(() => expect(next).toBeEnabled());
    await userEvent.click(next);
    await waitFor(() => expect(list.scrollLeft).toBeLessThan(0));
  },
};

/** On a 360 px phone: the logos scroll between two arrows inside the screen; a tap picks one. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement, args }) => {
    const frame = canvasElement.querySelector<HTMLElement>('[data-ui="VendorMenu"]')!;
    await expect(frame.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const list = canvas.getByRole('list', { name: 'Slots vendors' });
    // The row scrolls inside itself.
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    const previous = canvas.getByRole('button', { name: 'Previous vendors' });
    const next = canvas.getByRole('button', { name: 'Next vendors' });
    for (const button of [previous, next, ...within(list).getAllByRole('button')]) {
      const box = button.getBoundingClientRect();
      await expect(box.width).toBeGreaterThanOrEqual(24);
      await expect(box.height).toBeGreaterThanOrEqual(24);
    }
    await expect(previous.getBoundingClientRect().left).toBeGreaterThanOrEqual(0);
    await expect(next.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(canvas.getByRole('button', { name: 'JILI' }));
    await expect(args.onSelectVendor).toHaveBeenCalledWith(args.vendors[1]);
    await waitFor(() => expect(next).toBeEnabled());
    await userEvent.click(next);
    await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(0));
  },
};
