import { describe, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  test('is a plain button named by its label, with the icon hidden', () => {
    render(
      <IconButton label="Search">
        <svg data-testid="icon" />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('title', 'Search');
    expect(button).toHaveAttribute('data-ui', 'IconButton');
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
  });

  test('click, Enter and Space call onClick', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <IconButton label="Refresh" onClick={onClick}>
        ↻
      </IconButton>,
    );
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  test('disabled blocks clicks', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <IconButton label="Refresh" disabled onClick={onClick}>
        ↻
      </IconButton>,
    );
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  test('the tooltip can be turned off and sizes differ', () => {
    render(
      <>
        <IconButton label="Small" size="sm" showTooltip={false}>
          +
        </IconButton>
        <IconButton label="Large" size="lg">
          +
        </IconButton>
      </>,
    );
    const small = screen.getByRole('button', { name: 'Small' });
    expect(small).not.toHaveAttribute('title');
    expect(small.className).not.toBe(screen.getByRole('button', { name: 'Large' }).className);
  });
});
