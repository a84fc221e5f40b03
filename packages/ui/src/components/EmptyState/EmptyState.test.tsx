import { describe, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  test('shows the title, description and a working action', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <EmptyState
        icon="🗂"
        title="No records"
        description="Try another date range."
        action={<Button onClick={onClick}>Clear filters</Button>}
      />,
    );
    expect(screen.getByText('No records')).toBeInTheDocument();
    expect(screen.getByText('Try another date range.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  test('the icon is decorative', () => {
    render(<EmptyState icon={<span>🗂</span>} title="Nothing here" />);
    expect(screen.getByText('🗂').closest('[data-ui="EmptyState.Icon"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  });

  test('the title can be a heading of the chosen level', () => {
    render(<EmptyState title="No messages" titleAs="h3" />);
    expect(screen.getByRole('heading', { level: 3, name: 'No messages' })).toBeInTheDocument();
  });
});
