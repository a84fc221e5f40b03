import { describe, expect, test, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { Button } from '../Button';
import { Tooltip } from './Tooltip';

function Refresh({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  return (
    <Tooltip content="Refresh balance" delayDuration={0} {...(onOpenChange && { onOpenChange })}>
      <Button variant="ghost" aria-label="Refresh">
        <span aria-hidden="true">↻</span>
      </Button>
    </Tooltip>
  );
}

describe('Tooltip', () => {
  test('shows on keyboard focus and describes, not names, the button', async () => {
    const user = userEvent.setup();
    render(<Refresh />);
    await user.tab();
    const button = screen.getByRole('button', { name: 'Refresh' });
    expect(button).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Refresh balance');
    expect(button).toHaveAccessibleName('Refresh');
    expect(button).toHaveAccessibleDescription('Refresh balance');
  });

  test('shows on hover and hides on Escape', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<Refresh onOpenChange={onOpenChange} />);
    await user.hover(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Refresh balance');
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  test('hidden until asked', () => {
    render(<Refresh />);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  test('the portalled hint is re-rooted in the theme', () => {
    render(
      <Tooltip content="تحديث" defaultOpen>
        <Button aria-label="Refresh">↻</Button>
      </Tooltip>,
      { dir: 'rtl', mode: 'dark', locale: 'ar' },
    );
    const scope = screen.getByRole('tooltip').closest('[data-ui="ThemeScope"]');
    expect(scope).toHaveAttribute('dir', 'rtl');
    expect(scope).toHaveAttribute('data-mode', 'dark');
  });
});
