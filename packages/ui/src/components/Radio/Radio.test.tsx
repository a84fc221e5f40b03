import { describe, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { Radio } from './Radio';
import { RadioGroup } from './RadioGroup';

function Method(props: Partial<Parameters<typeof RadioGroup>[0]>) {
  return (
    <RadioGroup legend="Verification method" {...props}>
      <Radio value="mobile" label="Mobile number" />
      <Radio value="email" label="Email" description="We send a link" />
      <Radio value="google" label="Google code" />
    </RadioGroup>
  );
}

describe('RadioGroup', () => {
  test('a radio group named by its legend, with one shared name', () => {
    render(<Method name="method" defaultValue="email" />);
    const group = screen.getByRole('radiogroup', { name: 'Verification method' });
    expect(group.tagName).toBe('FIELDSET');
    for (const radio of screen.getAllByRole('radio'))
      expect(radio).toHaveAttribute('name', 'method');
    expect(screen.getByRole('radio', { name: 'Email' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Email' })).toHaveAccessibleDescription(
      'We send a link',
    );
  });

  test('clicking a label chooses it and reports the value', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Method onValueChange={onValueChange} />);
    await user.click(screen.getByText('Google code'));
    expect(screen.getByRole('radio', { name: 'Google code' })).toBeChecked();
    expect(onValueChange).toHaveBeenCalledWith('google');
  });

  test('arrow keys move the choice natively', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Method defaultValue="mobile" onValueChange={onValueChange} />);
    screen.getByRole('radio', { name: 'Mobile number' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Email' })).toBeChecked();
    expect(onValueChange).toHaveBeenLastCalledWith('email');
  });

  test('controlled: the value prop decides what is checked', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Method value="mobile" onValueChange={onValueChange} />);
    await user.click(screen.getByText('Email'));
    expect(onValueChange).toHaveBeenCalledWith('email');
    expect(screen.getByRole('radio', { name: 'Mobile number' })).toBeChecked();
  });

  test('disabled, required and invalid reach the group and its radios', () => {
    render(<Method disabled required invalid />);
    const group = screen.getByRole('radiogroup', { name: 'Verification method' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAttribute('aria-required', 'true');
    for (const radio of screen.getAllByRole('radio')) {
      expect(radio).toBeDisabled();
      expect(radio).toBeRequired();
    }
  });

  test('a radio on its own works as a native radio', async () => {
    const user = userEvent.setup();
    render(<Radio value="yes" name="agree" label="Yes" />);
    await user.click(screen.getByText('Yes'));
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
  });
});
