import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from '../components/Dialog';
import { render } from '../test/render';
import { useReturnFocus } from './useReturnFocus';

function AccountLikeDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const onOpenAutoFocus = useReturnFocus(open, { focusFirstField: true });
  return (
    <Dialog
      title="Log in"
      open={open}
      onOpenChange={onOpenChange}
      onOpenAutoFocus={onOpenAutoFocus}
    >
      <label>
        Username <input />
      </label>
    </Dialog>
  );
}

/** Opened by something other than its trigger; `unmountOnClose` mimics a host showing one dialog at a time. */
function Host({ unmountOnClose }: { unmountOnClose: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Play
      </button>
      {(open || !unmountOnClose) && <AccountLikeDialog open={open} onOpenChange={setOpen} />}
    </>
  );
}

describe('useReturnFocus', () => {
  test.each([
    ['stays mounted', false],
    ['is unmounted by its host', true],
  ])(
    'focus goes back to the opener when the dialog closes and %s',
    async (_case, unmountOnClose) => {
      const user = userEvent.setup();
      render(<Host unmountOnClose={unmountOnClose} />);
      const opener = screen.getByRole('button', { name: 'Play' });
      await user.click(opener);
      await waitFor(() => expect(screen.getByRole('textbox', { name: 'Username' })).toHaveFocus());
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(opener).toHaveFocus());
    },
  );
});
