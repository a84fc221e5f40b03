import { describe, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { RealityCheckDialog, type RealityCheckDialogProps } from './RealityCheckDialog';

function setup(props: Partial<RealityCheckDialogProps> = {}) {
  const callbacks = { onContinue: vi.fn(), onLogout: vi.fn(), onNavigate: vi.fn() };
  render(
    <RealityCheckDialog
      open
      elapsedMs={(85 * 60 + 59) * 1000}
      net={-1250}
      wagered={4000}
      historyHref="/member/bets"
      {...callbacks}
      {...props}
    />,
  );
  return { ...callbacks, user: userEvent.setup() };
}

describe('RealityCheckDialog', () => {
  test("states the session's time, the net loss and the amount wagered", () => {
    setup();
    const dialog = screen.getByRole('alertdialog', { name: 'Reality check' });
    expect(dialog).toHaveAccessibleDescription(
      'You have been playing for 1 hr 25 min. You are P12.50 down.',
    );
    expect(dialog).toHaveTextContent('Net win or loss-P12.50');
    expect(dialog).toHaveTextContent('WageredP40.00');
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
  });

  test.each([
    [500, 'You are P5.00 up.'],
    [0, 'You are even.'],
  ])('a net of %i reads %j', (net, sentence) => {
    setup({ net, elapsedMs: 5 * 60_000 });
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription(
      `You have been playing for 5 min. ${sentence}`,
    );
  });

  test('neither Escape nor a click outside dismisses it; only the answers do', async () => {
    const { onContinue, onLogout, user } = setup();
    await user.keyboard('{Escape}');
    await user.click(document.querySelector('[data-ui="Dialog.Overlay"]')!);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(onContinue).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
  });

  test('the history link routes a plain click', async () => {
    const { onNavigate, user } = setup();
    const link = screen.getByRole('link', { name: 'See my history' });
    expect(link).toHaveAttribute('href', '/member/bets');
    await user.click(link);
    expect(onNavigate).toHaveBeenCalledWith('/member/bets', expect.anything());
  });
});
