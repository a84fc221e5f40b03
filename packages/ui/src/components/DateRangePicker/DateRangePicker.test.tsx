import { describe, expect, test, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { addDays, isReversed, presetRange } from './dateRange';
import { DateRangePicker } from './DateRangePicker';

// Native date inputs take a whole ISO value at once, as a browser's picker sets it.
function pick(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

describe('date range rules', () => {
  test('presets end today, both ends included', () => {
    expect(presetRange('today', '2025-03-01')).toEqual({ from: '2025-03-01', to: '2025-03-01' });
    expect(presetRange('last7', '2025-03-01')).toEqual({ from: '2025-02-23', to: '2025-03-01' });
    expect(presetRange('last30', '2024-03-01')).toEqual({ from: '2024-02-01', to: '2024-03-01' });
  });

  test('addDays crosses months and years', () => {
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  test('isReversed only when both ends are set', () => {
    expect(isReversed({ from: '2025-01-02', to: '2025-01-01' })).toBe(true);
    expect(isReversed({ from: '2025-01-01', to: '2025-01-01' })).toBe(false);
    expect(isReversed({ from: '2025-01-02', to: '' })).toBe(false);
  });
});

describe('DateRangePicker', () => {
  test('a group named by its legend, with labelled From and To date fields', () => {
    render(<DateRangePicker legend="Bet date" />);
    expect(screen.getByRole('group', { name: 'Bet date' })).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('To')).toHaveAttribute('type', 'date');
  });

  test('reports each valid change as ISO dates', () => {
    const onChange = vi.fn();
    render(<DateRangePicker legend="Bet date" onChange={onChange} />);
    pick(screen.getByLabelText('From'), '2025-01-05');
    expect(onChange).toHaveBeenLastCalledWith({ from: '2025-01-05', to: '' });
    pick(screen.getByLabelText('To'), '2025-01-09');
    expect(onChange).toHaveBeenLastCalledWith({ from: '2025-01-05', to: '2025-01-09' });
    expect(screen.getByLabelText('To')).toHaveAttribute('min', '2025-01-05');
  });

  test('To before From: message under the field, field invalid, change not reported', () => {
    const onChange = vi.fn();
    render(
      <DateRangePicker
        legend="Bet date"
        defaultValue={{ from: '2025-01-05', to: '' }}
        onChange={onChange}
      />,
    );
    const to = screen.getByLabelText('To');
    pick(to, '2025-01-01');
    expect(onChange).not.toHaveBeenCalled();
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAccessibleDescription('The end date cannot be before the start date.');
    pick(to, '2025-01-06');
    expect(to).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('The end date cannot be before the start date.')).toBeNull();
    expect(onChange).toHaveBeenCalledWith({ from: '2025-01-05', to: '2025-01-06' });
  });

  test('presets fill both fields and show which one is active', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <DateRangePicker
        legend="Bet date"
        presets={['today', 'last7', 'last30']}
        today="2025-03-10"
        onChange={onChange}
      />,
    );
    const last7 = screen.getByRole('button', { name: 'Last 7 days' });
    expect(last7).toHaveAttribute('aria-pressed', 'false');
    await user.click(last7);
    expect(onChange).toHaveBeenLastCalledWith({ from: '2025-03-04', to: '2025-03-10' });
    expect(screen.getByLabelText('From')).toHaveValue('2025-03-04');
    expect(last7).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2025-03-10', to: '2025-03-10' });
    await user.click(screen.getByRole('button', { name: 'Last 30 days' }));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2025-02-09', to: '2025-03-10' });
  });

  test('no preset buttons unless asked', () => {
    render(<DateRangePicker legend="Bet date" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  test('follows a controlled value and takes custom labels and names', () => {
    const { rerender } = render(
      <DateRangePicker
        legend="Period"
        fromLabel="Start"
        toLabel="End"
        name="period"
        value={{ from: '2025-01-01', to: '2025-01-31' }}
      />,
    );
    expect(screen.getByLabelText('Start')).toHaveValue('2025-01-01');
    expect(screen.getByLabelText('End')).toHaveAttribute('name', 'periodTo');
    rerender(
      <DateRangePicker
        legend="Period"
        fromLabel="Start"
        toLabel="End"
        value={{ from: '2025-02-01', to: '2025-02-28' }}
      />,
    );
    expect(screen.getByLabelText('Start')).toHaveValue('2025-02-01');
  });

  test('disabled disables every control', () => {
    render(<DateRangePicker legend="Bet date" presets={['today']} disabled />);
    expect(screen.getByRole('group')).toBeDisabled();
    expect(screen.getByLabelText('From')).toBeDisabled();
  });
});
