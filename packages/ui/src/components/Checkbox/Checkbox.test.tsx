import { createRef } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  test('a native checkbox named by its label; click and Space toggle it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Checkbox label="Remember me" onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Remember me' });
    await user.click(screen.getByText('Remember me'));
    expect(box).toBeChecked();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  test('Tab reaches it', async () => {
    const user = userEvent.setup();
    render(<Checkbox label="Remember me" />);
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toHaveFocus();
  });

  test('indeterminate reads as mixed and forwards the ref', () => {
    const ref = createRef<HTMLInputElement>();
    render(<Checkbox label="Select all" indeterminate ref={ref} />);
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toBePartiallyChecked();
    expect(ref.current).toBe(screen.getByRole('checkbox'));
  });

  test('description and invalid state', () => {
    render(
      <Checkbox label="Terms" description="You must be 18 or over." invalid aria-describedby="e" />,
    );
    const box = screen.getByRole('checkbox', { name: 'Terms' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box.getAttribute('aria-describedby')).toContain('e');
    expect(box).toHaveAccessibleDescription(/You must be 18 or over\./);
  });

  test('disabled does not toggle', async () => {
    const user = userEvent.setup();
    render(<Checkbox label="Locked" disabled />);
    await user.click(screen.getByText('Locked'));
    expect(screen.getByRole('checkbox', { name: 'Locked' })).not.toBeChecked();
  });

  test('a hidden label still names it', () => {
    render(<Checkbox label="Select row 1" hideLabel />);
    expect(screen.getByRole('checkbox', { name: 'Select row 1' })).toBeInTheDocument();
  });
});
