import { describe, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { Button } from '../../components/Button';
import { Form } from '../Form/Form';
import { CheckboxField } from './CheckboxField';

const terms = (
  <>
    I accept the <a href="#terms">terms and conditions</a>
  </>
);

describe('CheckboxField', () => {
  test('the label with its link names the box, and the link stays a link', () => {
    render(<CheckboxField name="terms" label={terms} required />);
    expect(
      screen.getByRole('checkbox', { name: 'I accept the terms and conditions required' }),
    ).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute(
      'href',
      '#terms',
    );
  });

  test('Space ticks it and reports the change', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<CheckboxField name="terms" label={terms} onCheckedChange={onCheckedChange} />);
    screen.getByRole('checkbox').focus();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });

  test('a required box left unticked stops the submit with the terms message', async () => {
    const user = userEvent.setup();
    const onValidSubmit = vi.fn();
    render(
      <Form onValidSubmit={onValidSubmit}>
        <CheckboxField name="terms" label={terms} required />
        <Button type="submit">Register</Button>
      </Form>,
    );
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const box = screen.getByRole('checkbox');
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Accept the terms to continue');
    expect(onValidSubmit).not.toHaveBeenCalled();
    await user.click(box);
    expect(box).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(onValidSubmit).toHaveBeenCalledWith({ terms: true });
  });
});
