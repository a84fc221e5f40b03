import { describe, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FieldRule } from '@lobby/core';
import { render } from '../../test/render';
import { Button } from '../../components/Button';
import { TextField } from '../TextField';
import { Form } from './Form';

const username: FieldRule = {
  enabled: true,
  required: true,
  minLength: 6,
  maxLength: 12,
  acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
  patternId: 1,
};

function SignUp(props: Parameters<typeof Form>[0]) {
  return (
    <Form aria-label="Sign up" {...props}>
      <TextField name="username" label="Username" rule={username} />
      <TextField name="nickname" label="Nickname" required />
      <Button type="submit">Send</Button>
    </Form>
  );
}

describe('Form', () => {
  test('leaves validation to its fields instead of the browser bubbles', () => {
    render(<SignUp />);
    expect(screen.getByRole('form', { name: 'Sign up' })).toHaveAttribute('novalidate');
  });

  test('on submit every field is checked, focus goes to the first invalid one, nothing is sent', async () => {
    const user = userEvent.setup();
    const onValidSubmit = vi.fn();
    const onInvalidSubmit = vi.fn();
    render(<SignUp onValidSubmit={onValidSubmit} onInvalidSubmit={onInvalidSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValidSubmit).not.toHaveBeenCalled();
    expect(onInvalidSubmit).toHaveBeenCalledWith(['username', 'nickname']);
    expect(screen.getByRole('textbox', { name: /^Username/ })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /^Nickname/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  test('a valid form sends every value by name, text trimmed', async () => {
    const user = userEvent.setup();
    const onValidSubmit = vi.fn();
    render(<SignUp onValidSubmit={onValidSubmit} />);
    await user.type(screen.getByRole('textbox', { name: /^Username/ }), ' player1 ');
    await user.type(screen.getByRole('textbox', { name: /^Nickname/ }), 'Ace');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValidSubmit).toHaveBeenCalledWith({ username: 'player1', nickname: 'Ace' });
  });
});
