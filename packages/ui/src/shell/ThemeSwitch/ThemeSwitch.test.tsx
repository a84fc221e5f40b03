import { describe, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { ThemeSwitch } from './ThemeSwitch';

describe('ThemeSwitch', () => {
  test('a named group whose pressed button is the current mode', () => {
    render(<ThemeSwitch mode="dark" onModeChange={() => {}} />);
    expect(screen.getByRole('group', { name: 'Theme' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Light' })).toHaveAttribute('aria-pressed', 'false');
  });

  test('choosing the other mode reports it; choosing the current one does nothing', async () => {
    const user = userEvent.setup();
    const onModeChange = vi.fn();
    render(<ThemeSwitch mode="light" onModeChange={onModeChange} />);
    await user.click(screen.getByRole('button', { name: 'Light' }));
    expect(onModeChange).not.toHaveBeenCalled();
    // Focus is on Light after the click; Tab reaches Dark.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Dark' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onModeChange).toHaveBeenCalledWith('dark');
  });

  test('speaks the active language', () => {
    render(<ThemeSwitch mode="light" onModeChange={() => {}} />, { locale: 'ms' });
    expect(screen.getByRole('group', { name: 'Tema' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gelap' })).toBeInTheDocument();
  });
});
