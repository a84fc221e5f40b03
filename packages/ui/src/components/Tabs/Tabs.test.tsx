import { describe, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { Tabs } from './Tabs';

function GameTabs({ onValueChange }: { onValueChange?: (value: string) => void }) {
  return (
    <Tabs.Root defaultValue="all" {...(onValueChange && { onValueChange })}>
      <Tabs.List aria-label="Game list">
        <Tabs.Trigger value="all">All</Tabs.Trigger>
        <Tabs.Trigger value="hot">Hot</Tabs.Trigger>
        <Tabs.Trigger value="recent">Recent</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="all">All games</Tabs.Content>
      <Tabs.Content value="hot">Hot games</Tabs.Content>
      <Tabs.Content value="recent">Recent games</Tabs.Content>
    </Tabs.Root>
  );
}

describe('Tabs', () => {
  test('a named tab list whose selected panel shows', () => {
    render(<GameTabs />);
    expect(screen.getByRole('tablist', { name: 'Game list' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('All games');
  });

  test('clicking a tab selects it and reports the value', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<GameTabs onValueChange={onValueChange} />);
    await user.click(screen.getByRole('tab', { name: 'Hot' }));
    expect(onValueChange).toHaveBeenCalledWith('hot');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Hot games');
  });

  test('ArrowRight moves to the next tab left to right', async () => {
    const user = userEvent.setup();
    render(<GameTabs />);
    screen.getByRole('tab', { name: 'All' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Hot' })).toHaveFocus();
  });

  test('right to left, ArrowLeft moves to the next tab', async () => {
    const user = userEvent.setup();
    render(<GameTabs />, { dir: 'rtl' });
    screen.getByRole('tab', { name: 'All' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Hot' })).toHaveFocus();
  });
});
