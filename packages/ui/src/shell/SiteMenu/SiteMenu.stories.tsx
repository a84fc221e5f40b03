import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../../components/Button';
import { SiteMenu, type SiteMenuProps } from './SiteMenu';
import { SiteMenuButton } from './SiteMenuButton';

/** Controlled by local state, opened by its own button, as the phone header does. */
function Demo(args: SiteMenuProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <SiteMenuButton expanded={open} onClick={() => setOpen(true)} />
      <SiteMenu
        open={open}
        onOpenChange={(next) => {
          args.onOpenChange(next);
          setOpen(next);
        }}
      >
        {args.children}
      </SiteMenu>
    </>
  );
}

const sections = (
  <>
    <SiteMenu.Section title="Account">
      <Button>Log in</Button>
      <Button variant="secondary">Register</Button>
    </SiteMenu.Section>
    <SiteMenu.Section title="Games">
      <ul>
        <li>
          <a href="/">Home</a>
        </li>
        <li>
          <a href="/rng">Slots</a>
        </li>
        <li>
          <a href="/live">Live casino</a>
        </li>
        <li>
          <a href="/fish">Fishing</a>
        </li>
      </ul>
    </SiteMenu.Section>
    <SiteMenu.Section title="Help">
      <ul>
        <li>
          <a href="/help">Help</a>
        </li>
        <li>
          <a href="/help#term">Terms and conditions</a>
        </li>
      </ul>
    </SiteMenu.Section>
  </>
);

const meta = {
  title: 'Shell/SiteMenu',
  component: SiteMenu,
  tags: ['autodocs'],
  args: { open: false, onOpenChange: fn(), children: sections },
  argTypes: { children: { control: false } },
  render: (args) => <Demo key={String(args.open)} {...args} />,
} satisfies Meta<typeof SiteMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** On a 360 px phone: the button opens a sheet of sections; Escape closes it back to the button. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, args, step }) => {
    const button = canvas.getByRole('button', { name: 'Menu' });
    await step('the button opens the menu', async () => {
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(button);
      const menu = await screen.findByRole('dialog', { name: 'Menu' });
      await expect(screen.getByRole('region', { name: 'Games' })).toBeInTheDocument();
      // The sheet fills the phone's screen.
      const box = menu.getBoundingClientRect();
      await expect(Math.round(box.width)).toBe(window.innerWidth);
      await expect(Math.round(box.height)).toBe(window.innerHeight);
      await expect(button).toHaveAttribute('aria-expanded', 'true');
    });
    await step('Escape closes it and focus goes back to the button', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(button).toHaveFocus());
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    });
  },
};

/** On a desktop the menu is a panel at the inline end, the full height of the window. */
export const Open: Story = {
  args: { open: true },
  play: async () => {
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    const box = menu.getBoundingClientRect();
    await expect(Math.round(box.right)).toBe(document.documentElement.clientWidth);
    await expect(Math.round(box.height)).toBe(window.innerHeight);
  },
};

export const RightToLeft: Story = {
  args: { open: true },
  globals: { locale: 'AR' },
  play: async () => {
    const menu = await screen.findByRole('dialog');
    // The panel opens from the inline end: the left in Arabic.
    await waitFor(() => expect(Math.round(menu.getBoundingClientRect().left)).toBe(0));
  },
};
