import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/Button';
import { HelpDialog, type HelpDialogProps, type HelpSection } from './HelpDialog';

const sections: HelpSection[] = [
  {
    id: 'deposit',
    title: 'How do I deposit?',
    content: '<p>Open <strong>Deposit</strong> in the header and choose a method.</p>',
  },
  {
    id: 'term',
    title: 'Terms and conditions',
    content: '<p>Players must be of legal age.</p><ul><li>One account per player.</li></ul>',
  },
];

/** Controlled by local state, keyed by the args so the Controls panel still drives it. */
function Demo(args: HelpDialogProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open help</Button>
      <HelpDialog
        {...args}
        open={open}
        onOpenChange={(next) => {
          args.onOpenChange(next);
          setOpen(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Shell/HelpDialog',
  component: HelpDialog,
  tags: ['autodocs'],
  args: { open: true, sections, helpHref: '/help', onOpenChange: fn(), onRetry: fn() },
  render: (args) => <Demo key={String(args.open)} {...args} />,
} satisfies Meta<typeof HelpDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first section open, the others folded; Escape closes and focus goes back to the opener. */
export const ReadAndClose: Story = {
  args: { open: false },
  play: async ({ args, canvas }) => {
    const opener = canvas.getByRole('button', { name: 'Open help' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Help' });
    await expect(within(dialog).getByText(/choose a method/)).toBeVisible();
    await expect(within(dialog).getByText(/legal age/)).not.toBeVisible();
    await userEvent.click(within(dialog).getByText('Terms and conditions'));
    await expect(within(dialog).getByText(/legal age/)).toBeVisible();
    await expect(
      within(dialog).getByRole('link', { name: 'Open the help centre' }),
    ).toHaveAttribute('href', '/help');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** A failed load: the catalogue's message and a retry. */
export const Failed: Story = {
  args: { sections: undefined, problem: 'The service is not available. Please try again.' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Help' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('not available');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** On a 360 px phone: a sheet filling the screen, the close button in reach. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Help' });
    await expect(Math.round(dialog.getBoundingClientRect().width)).toBe(window.innerWidth);
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};
