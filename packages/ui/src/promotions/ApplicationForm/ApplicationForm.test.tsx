import { describe, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { ApplicationForm } from './ApplicationForm';

describe('ApplicationForm', () => {
  test('sends once while the request runs, and an application without pictures is fine', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<ApplicationForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: /Comment/ }), '  my win  ');
    const apply = screen.getByRole('button', { name: 'Apply' });
    await userEvent.click(apply);
    await userEvent.click(apply);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ comment: 'my win', images: [] });
    finish();
  });

  test('a comment over 140 characters is refused before anything is sent', async () => {
    const onSubmit = vi.fn();
    render(<ApplicationForm onSubmit={onSubmit} />);
    const comment = screen.getByRole('textbox', { name: /Comment/ });
    await userEvent.click(comment);
    await userEvent.paste('x'.repeat(141));
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(comment).toHaveAttribute('aria-invalid', 'true');
  });
});
