import { describe, expect, test, vi } from 'vitest';
import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { SiteMenu } from './SiteMenu';
import { SiteMenuButton } from './SiteMenuButton';

function Harness({ onOpenChange = () => {} }: { onOpenChange?: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <SiteMenuButton expanded={open} onClick={() => setOpen(true)} />
      <SiteMenu
        open={open}
        onOpenChange={(next) => {
          onOpenChange(next);
          setOpen(next);
        }}
      >
        <SiteMenu.Section title="Games">
          <a href="/rng">Slots</a>
        </SiteMenu.Section>
        <SiteMenu.Section title="Help">
          <a href="/help">Help</a>
        </SiteMenu.Section>
      </SiteMenu>
    </>
  );
}

describe('SiteMenu', () => {
  test('the button names the menu and says whether it is open', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  test('opens as a dialog named Menu, each section a region named by its heading', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    const games = within(menu).getByRole('region', { name: 'Games' });
    expect(within(games).getByRole('link', { name: 'Slots' })).toHaveAttribute('href', '/rng');
    expect(within(menu).getByRole('heading', { name: 'Help' })).toBeInTheDocument();
  });

  test('Escape closes it and gives focus back to the button', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<Harness onOpenChange={onOpenChange} />);
    const button = screen.getByRole('button', { name: 'Menu' });
    await user.click(button);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(button).toHaveFocus());
  });
});
