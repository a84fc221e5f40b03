import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { DropdownMenu } from './DropdownMenu';

interface DemoArgs {
  align: 'start' | 'center' | 'end';
  side: 'top' | 'right' | 'bottom' | 'left';
  isAgent: boolean;
  defaultOpen: boolean;
  modal: boolean;
  onSelect: (item: string) => void;
}

function AccountMenu({ align, side, isAgent, defaultOpen, modal, onSelect }: DemoArgs) {
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen} modal={modal}>
      <DropdownMenu.Trigger>
        <Button variant="secondary">Account</Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align={align} side={side}>
        <DropdownMenu.Label>player01 · ID 100234</DropdownMenu.Label>
        <DropdownMenu.Item onSelect={() => onSelect('account')}>My account</DropdownMenu.Item>
        <DropdownMenu.Item disabled={!isAgent} onSelect={() => onSelect('agent')}>
          Agent center
        </DropdownMenu.Item>
        <DropdownMenu.LinkItem href="#mailbox" onSelect={() => onSelect('mailbox')}>
          Mailbox
        </DropdownMenu.LinkItem>
        <DropdownMenu.Separator />
        <DropdownMenu.Item onSelect={() => onSelect('signout')}>Sign out</DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

const meta = {
  title: 'Primitives/DropdownMenu',
  component: AccountMenu,
  tags: ['autodocs'],
  args: {
    align: 'start',
    side: 'bottom',
    isAgent: true,
    defaultOpen: false,
    modal: true,
    onSelect: fn(),
  },
  argTypes: {
    align: { control: 'inline-radio', options: ['start', 'center', 'end'] },
    side: { control: 'inline-radio', options: ['top', 'right', 'bottom', 'left'] },
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 320, paddingBlockStart: 8 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AccountMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/**
 * Static open states are non-modal: a modal menu hides the rest of the page with aria-hidden, and
 * axe then flags whatever focusable content the test page keeps around it.
 */
export const Open: Story = {
  args: { defaultOpen: true, modal: false },
  play: async () => {
    await expect(await screen.findByRole('menu')).toBeInTheDocument();
    await expect(screen.getByRole('menuitem', { name: 'Mailbox' })).toHaveAttribute(
      'href',
      '#mailbox',
    );
  },
};

export const NotAnAgent: Story = {
  args: { defaultOpen: true, modal: false, isAgent: false },
  play: async () => {
    const agent = await screen.findByRole('menuitem', { name: 'Agent center' });
    await expect(agent).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, args, step }) => {
    const trigger = canvas.getByRole('button', { name: 'Account' });
    await step('Enter opens it and focuses the first item', async () => {
      trigger.focus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() =>
        expect(screen.getByRole('menuitem', { name: 'My account' })).toHaveFocus(),
      );
    });
    await step('arrows move, Enter selects and the menu closes', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await expect(screen.getByRole('menuitem', { name: 'Agent center' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onSelect).toHaveBeenCalledWith('agent');
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
      await expect(trigger).toHaveFocus();
    });
  },
};
