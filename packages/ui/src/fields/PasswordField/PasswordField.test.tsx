import { describe, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FieldRule } from '@lobby/core';
import { render } from '../../test/render';
import { Button } from '../../components/Button';
import { Form } from '../Form/Form';
import { PasswordField } from './PasswordField';

const rule: FieldRule = {
  enabled: true,
  required: true,
  minLength: 6,
  maxLength: 20,
  acceptedPattern: '*',
  patternId: 0,
};

function passwordInput(name: RegExp) {
  return screen.getByLabelText(name, { selector: 'input' });
}

describe('PasswordField', () => {
  test('the toggle shows and hides the password and says whether it is pressed', async () => {
    const user = userEvent.setup();
    render(<PasswordField name="password" label="Password" rule={rule} />);
    const input = passwordInput(/^Password/);
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    toggle.focus();
    await user.keyboard(' ');
    expect(input).toHaveAttribute('type', 'password');
  });

  test('passes autocomplete through for password managers', () => {
    render(
      <>
        <PasswordField name="a" label="Current" />
        <PasswordField name="b" label="New" autoComplete="new-password" />
      </>,
    );
    expect(passwordInput(/^Current/)).toHaveAttribute('autocomplete', 'current-password');
    expect(passwordInput(/^New/)).toHaveAttribute('autocomplete', 'new-password');
  });

  test('is never trimmed: spaces count toward the length and are submitted', async () => {
    const user = userEvent.setup();
    const onValidSubmit = vi.fn();
    render(
      <Form onValidSubmit={onValidSubmit}>
        <PasswordField name="password" label="Password" rule={rule} />
        <Button type="submit">Go</Button>
      </Form>,
    );
    // Five characters plus a space: six, so valid only if the space is kept.
    await user.type(passwordInput(/^Password/), 'abcde ');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(onValidSubmit).toHaveBeenCalledWith({ password: 'abcde ' });
  });

  test('too short shows the length hint', async () => {
    const user = userEvent.setup();
    render(<PasswordField name="password" label="Password" rule={rule} />);
    const input = passwordInput(/^Password/);
    await user.type(input, 'abc');
    await user.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Use 6 to 20 characters');
  });

  test('a confirmation that differs says the two passwords do not match', async () => {
    const user = userEvent.setup();
    const onValidSubmit = vi.fn();
    render(
      <Form onValidSubmit={onValidSubmit}>
        <PasswordField name="password" label="Password" rule={rule} autoComplete="new-password" />
        <PasswordField
          name="confirmPassword"
          label="Confirm password"
          required
          matches="password"
          autoComplete="new-password"
        />
        <Button type="submit">Go</Button>
      </Form>,
    );
    await user.type(passwordInput(/^Password/), 'secret1');
    await user.type(passwordInput(/^Confirm password/), 'secret1 ');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    const confirm = passwordInput(/^Confirm password/);
    expect(confirm).toHaveFocus();
    expect(confirm).toHaveAccessibleDescription('The two passwords do not match');
    await user.keyboard('{Backspace}');
    expect(confirm).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(onValidSubmit).toHaveBeenCalledWith({ password: 'secret1', confirmPassword: 'secret1' });
  });
});
