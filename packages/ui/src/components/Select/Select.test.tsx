import { describe, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { Select } from './Select';

function Currency(props: Partial<Parameters<typeof Select>[0]>) {
  return (
    <>
      <label htmlFor="cur">Currency</label>
      <Select id="cur" {...props}>
        <option value="MYR">Ringgit</option>
        <option value="THB">Baht</option>
      </Select>
    </>
  );
}

describe('Select', () => {
  test('a native select named by its label; choosing reports the value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Currency onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Currency' });
    await user.selectOptions(select, 'THB');
    expect(select).toHaveValue('THB');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  test('the placeholder shows first, is disabled and marks the select empty', async () => {
    const user = userEvent.setup();
    render(<Currency placeholder="Choose one" />);
    const select = screen.getByRole('combobox', { name: 'Currency' });
    expect(select).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Choose one' })).toBeDisabled();
    expect(select).toHaveAttribute('data-empty', 'true');
    await user.selectOptions(select, 'MYR');
    expect(select).toHaveAttribute('data-empty', 'false');
  });

  test('a default value wins over the placeholder', () => {
    render(<Currency placeholder="Choose one" defaultValue="THB" />);
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('THB');
  });

  test('controlled value', () => {
    render(<Currency placeholder="Choose one" value="MYR" onChange={() => {}} />);
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('MYR');
  });

  test('invalid sets aria-invalid', () => {
    render(<Currency invalid />);
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  test('Tab reaches it', async () => {
    const user = userEvent.setup();
    render(<Currency />);
    const select = screen.getByRole('combobox', { name: 'Currency' });
    await user.tab();
    expect(select).toHaveFocus();
  });
});
