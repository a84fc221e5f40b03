import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
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

export const Overflowing: Story = {
  render: (args) => (
    <div style={{ maxWidth: 280 }}>
      <Demo {...args} />
    </div>
  ),
};
