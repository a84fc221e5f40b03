import { describe, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FieldRule } from '@lobby/core';
import { render } from '../../test/render';
import { Button } from '../../components/Button';
import { Form } from '../Form/Form';
import { TextField } from './TextField';

const username: FieldRule = {
  enabled: true,
  required: true,
  minLength: 4,
  maxLength: 12,
  acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
  patternId: 1,
};

describe('TextField', () => {
  test('is labelled, marked required and says so to assistive technology', () => {
    render(<TextField name="username" label="Username" rule={username} />);
    const input = screen.getByRole('textbox', { name: 'Username required' });
    expect(input).toBeRequired();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  test('checks on blur and shows the hint with both bounds under the field', async () => {
    const user = userEvent.setup();
    render(<TextField name="username" label="Username" rule={username} />);
    const input = screen.getByRole('textbox', { name: /Username/ });
    await user.type(input, '1abc');
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      'Use 4 to 12 letters and digits, starting with a letter',
    );
  });

  test('min equal to max shows a single number', async () => {
    const user = userEvent.setup();
    render(
      <TextField
        name="pin"
        label="PIN"
        rule={{ ...username, minLength: 6, maxLength: 6, acceptedPattern: '^\\d+$', patternId: 5 }}
      />,
    );
    const input = screen.getByRole('textbox', { name: /PIN/ });
    await user.type(input, '12');
    await user.tab();
    expect(input).toHaveAccessibleDescription('Use 6 digits');
  });

  test('an error clears as soon as the value is fixed', async () => {
    const user = userEvent.setup();
    render(<TextField name="username" label="Username" rule={username} />);
    const input = screen.getByRole('textbox', { name: /Username/ });
    await user.type(input, 'p');
    await user.clear(input);
    await user.tab();
    expect(input).toHaveAccessibleDescription('This field is required');
    await user.type(input, 'player1');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  test('text is trimmed for the check (spaces around a valid name are fine)', async () => {
    const user = userEvent.setup();
    render(<TextField name="username" label="Username" rule={username} />);
    const input = screen.getByRole('textbox', { name: /Username/ });
    await user.type(input, '  player1  ');
    await user.tab();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  test('the hint is read with the control, before the error', async () => {
    const user = userEvent.setup();
    render(
      <TextField name="username" label="Username" hint="Shown to other players" rule={username} />,
    );
    const input = screen.getByRole('textbox', { name: /Username/ });
    await user.type(input, 'p');
    await user.clear(input);
    await user.tab();
    expect(input).toHaveAccessibleDescription('Shown to other players This field is required');
  });

  test('leaving a field nobody has typed in says nothing until the form is sent', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(
      <Form onValidSubmit={onValid}>
        <TextField name="username" label="Username" rule={username} />
        <button type="submit">Send</button>
      </Form>,
    );
    const input = screen.getByRole('textbox', { name: /Username/ });
    await user.click(input);
    await user.tab();
    // No message appears as the field is left, so nothing below it moves under the pointer.
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(input).toHaveAccessibleDescription('This field is required');
    expect(onValid).not.toHaveBeenCalled();
  });

  test('a bad server pattern is reported and the field checks length only', async () => {
    const user = userEvent.setup();
    const onRuleProblem = vi.fn();
    render(
      <TextField
        name="nick"
        label="Nickname"
        rule={{ ...username, acceptedPattern: '([a-z]' }}
        onRuleProblem={onRuleProblem}
      />,
    );
    expect(onRuleProblem).toHaveBeenCalledWith(
      expect.objectContaining({ ok: false, problem: 'pattern', pattern: '([a-z]' }),
    );
    const input = screen.getByRole('textbox', { name: /Nickname/ });
    await user.type(input, '12');
    await user.tab();
    expect(input).toHaveAccessibleDescription('Use 4 to 12 characters');
  });

  test('in a form, submit shows every error and focuses the first invalid field', async () => {
    const user = userEvent.setup();
    const onValidSubmit = vi.fn();
    const onInvalidSubmit = vi.fn();
    render(
      <Form onValidSubmit={onValidSubmit} onInvalidSubmit={onInvalidSubmit}>
        <TextField name="username" label="Username" rule={username} />
        <TextField name="nickname" label="Nickname" required />
        <Button type="submit">Register</Button>
      </Form>,
    );
    await user.type(screen.getByRole('textbox', { name: /Nickname/ }), 'Ace');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(onValidSubmit).not.toHaveBeenCalled();
    expect(onInvalidSubmit).toHaveBeenCalledWith(['username']);
    const usernameInput = screen.getByRole('textbox', { name: /Username/ });
    expect(usernameInput).toHaveFocus();
    expect(usernameInput).toHaveAccessibleDescription('This field is required');

    await user.type(usernameInput, ' player1 ');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    // Submitted trimmed, as checked.
    expect(onValidSubmit).toHaveBeenCalledWith({ username: 'player1', nickname: 'Ace' });
  });

  test('an outside error (from the server) is shown', () => {
    render(<TextField name="username" label="Username" error="That name is taken" />);
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription(
      'That name is taken',
    );
  });
});
