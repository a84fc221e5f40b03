import { describe, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { TextInput } from './TextInput';

describe('TextInput', () => {
  test('a label with htmlFor names it and typing reaches onChange', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <>
        <label htmlFor="name">Real name</label>
        <TextInput id="name" onChange={onChange} autoComplete="name" />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Real name' });
    await user.type(input, 'Ali');
    expect(input).toHaveValue('Ali');
    expect(onChange).toHaveBeenCalledTimes(3);
    expect(input).toHaveAttribute('autocomplete', 'name');
    expect(input).toHaveAttribute('type', 'text');
  });

  test('invalid sets aria-invalid and the message describes it', () => {
    render(
      <>
        <TextInput aria-label="Email" invalid aria-describedby="err" />
        <span id="err">Email format is wrong</span>
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Email format is wrong');
  });

  test('valid by default: no aria-invalid', () => {
    render(<TextInput aria-label="Email" />);
    expect(screen.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('aria-invalid');
  });

  test('renders leading and trailing adornments around the input', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <TextInput
        aria-label="Mobile"
        leading="+60"
        trailing={
          <button type="button" onClick={onClick}>
            Clear
          </button>
        }
      />,
    );
    expect(screen.getByText('+60')).toHaveAttribute('data-ui', 'TextInput.Adornment');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onClick).toHaveBeenCalled();
  });

  test('disabled input takes no typing; the frame carries data-ui', async () => {
    const user = userEvent.setup();
    render(<TextInput aria-label="Code" disabled />);
    const input = screen.getByRole('textbox', { name: 'Code' });
    await user.type(input, '123');
    expect(input).toHaveValue('');
    expect(input.closest('[data-ui="TextInput"]')).not.toBeNull();
  });

  test('password type keeps the value hidden', () => {
    render(<TextInput aria-label="Password" type="password" autoComplete="current-password" />);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });
});
