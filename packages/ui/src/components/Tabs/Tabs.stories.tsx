import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Tabs } from './Tabs';

interface DemoArgs {
  defaultValue: string;
  onValueChange: (value: string) => void;
  disableRecent: boolean;
}

function Demo({ defaultValue, onValueChange, disableRecent }: DemoArgs) {
  return (
    <Tabs.Root defaultValue={defaultValue} onValueChange={onValueChange}>
      <Tabs.List aria-label="Game list">
        <Tabs.Trigger value="all">All</Tabs.Trigger>
        <Tabs.Trigger value="hot">Hot</Tabs.Trigger>
        <Tabs.Trigger value="fav">Favourites</Tabs.Trigger>
        <Tabs.Trigger value="recent" disabled={disableRecent}>
          Recent
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="all">Every game of this category.</Tabs.Content>
      <Tabs.Content value="hot">The games most played today.</Tabs.Content>
      <Tabs.Content value="fav">Games you marked as favourite.</Tabs.Content>
      <Tabs.Content value="recent">Games you played lately.</Tabs.Content>
    </Tabs.Root>
  );
}

const meta = {
  title: 'Primitives/Tabs',
  component: Demo,
  tags: ['autodocs'],
  args: { defaultValue: 'all', onValueChange: fn(), disableRecent: false },
  argTypes: {
    defaultValue: { control: 'inline-radio', options: ['all', 'hot', 'fav', 'recent'] },
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const KeyboardNavigation: Story = {
  play: async ({ canvas, args, step }) => {
    const all = canvas.getByRole('tab', { name: 'All' });
    await step('arrow keys move along the list in reading direction', async () => {
      all.focus();
      const next = getComputedStyle(all).direction === 'rtl' ? '{ArrowLeft}' : '{ArrowRight}';
      await userEvent.keyboard(next);
      await expect(canvas.getByRole('tab', { name: 'Hot' })).toHaveFocus();
      await expect(args.onValueChange).toHaveBeenLastCalledWith('hot');
      await expect(canvas.getByRole('tabpanel')).toHaveTextContent('most played');
    });
    await step('End jumps to the last tab', async () => {
      await userEvent.keyboard('{End}');
      await expect(canvas.getByRole('tab', { name: 'Recent' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    });
  },
};

export const DisabledTab: Story = {
  args: { disableRecent: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Recent' })).toBeDisabled();
  },
};

const vendors = ['Slots', 'Live casino', 'Sports', 'Lottery', 'Fishing', 'Esports', 'Cockfight'];

function ManyTabs({ onValueChange }: Pick<DemoArgs, 'onValueChange'>) {
  return (
    <div style={{ maxWidth: 300 }}>
      <Tabs.Root defaultValue="Slots" onValueChange={onValueChange}>
        <Tabs.List aria-label="Game categories">
          {vendors.map((name) => (
            <Tabs.Trigger key={name} value={name}>
              {name}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {vendors.map((name) => (
          <Tabs.Content key={name} value={name}>
            {name} games.
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}

/**
 * More tabs than fit: arrows appear, disabled at the ends. Right to left (Arabic in the toolbar)
 * the "next" arrow is on the left and scrolls left.
 */
export const Overflowing: Story = {
  render: (args) => <ManyTabs onValueChange={args.onValueChange} />,
  play: async ({ canvas, step }) => {
    const list = canvas.getByRole('tablist');
    const previous = await canvas.findByRole('button', { name: 'Previous tabs' });
    const next = canvas.getByRole('button', { name: 'Next tabs' });
    await step('at the start, only "next" is enabled', async () => {
      await expect(previous).toBeDisabled();
      await expect(next).toBeEnabled();
    });
    await step('"next" scrolls until the end, where it turns off', async () => {
      for (let i = 0; i < 8 && !next.hasAttribute('disabled'); i += 1) {
        // Each click scrolls smoothly: let it finish before the next one.
        const settled = new Promise((resolve) =>
          list.addEventListener('scrollend', resolve, { once: true }),
        );
        await userEvent.click(next);
        await settled;
      }
      await waitFor(() => expect(next).toBeDisabled());
      await expect(previous).toBeEnabled();
    });
    await step('a focused tab scrolls itself into view from the keyboard', async () => {
      canvas.getByRole('tab', { name: 'Slots' }).focus();
      await waitFor(() => expect(previous).toBeDisabled());
    });
  },
};

export const FitsWithoutArrows: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Next tabs' })).toBeNull();
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'AR' },
  render: (args) => <ManyTabs onValueChange={args.onValueChange} />,
  play: async ({ canvas, canvasElement }) => {
    // Labels come from the Arabic catalog here, so the parts are found by their data attributes.
    const list = canvas.getByRole('tablist');
    await waitFor(() => expect(canvasElement.querySelector('[data-scroll="next"]')).not.toBeNull());
    const next = canvasElement.querySelector<HTMLButtonElement>('[data-scroll="next"]')!;
    await expect(next.getBoundingClientRect().right).toBeLessThanOrEqual(
      list.getBoundingClientRect().left + 1,
    );
    await userEvent.click(next);
    await waitFor(() => expect(list.scrollLeft).toBeLessThan(0));
  },
};
