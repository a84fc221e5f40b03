import { afterEach, describe, expect, test, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { CaptchaField } from './CaptchaField';

const src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';

afterEach(() => {
  vi.useRealTimers();
});

describe('CaptchaField', () => {
  test('the image has alt text and a button to get a new one', () => {
    render(<CaptchaField name="captcha" label="Captcha" src={src} onRefresh={vi.fn()} />);
    expect(
      screen.getByRole('img', { name: 'Security check: characters to type' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New image' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Captcha required' })).toHaveAttribute(
      'autocomplete',
      'off',
    );
  });

  test('refreshes on click at most once per 1000 ms', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const onRefresh = vi.fn();
    render(<CaptchaField name="captcha" label="Captcha" src={src} onRefresh={onRefresh} />);
    const image = screen.getByRole('button', { name: 'New image' });
    fireEvent.click(image);
    fireEvent.click(image);
    vi.advanceTimersByTime(999);
    fireEvent.click(image);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    fireEvent.click(image);
    expect(onRefresh).toHaveBeenCalledTimes(2);
  });

  test('offers a visible alternative that calls the caller', async () => {
    const user = userEvent.setup();
    const onRequestAlternative = vi.fn();
    const onRefresh = vi.fn();
    render(
      <CaptchaField
        name="captcha"
        label="Captcha"
        src={src}
        onRefresh={onRefresh}
        onRequestAlternative={onRequestAlternative}
      />,
    );
    const alternative = screen.getByRole('button', { name: "Can't read it? Get a new one" });
    alternative.focus();
    await user.keyboard('{Enter}');
    expect(onRequestAlternative).toHaveBeenCalledTimes(1);
    expect(onRefresh).not.toHaveBeenCalled();
  });

  test('without an alternative, the control gets a new image', async () => {
    const user = userEvent.setup();
    const onRefresh = vi.fn();
    render(<CaptchaField name="captcha" label="Captcha" src={src} onRefresh={onRefresh} />);
    await user.click(screen.getByRole('button', { name: "Can't read it? Get a new one" }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  test('emptied, it says to type the characters from the image', async () => {
    const user = userEvent.setup();
    render(<CaptchaField name="captcha" label="Captcha" src={src} onRefresh={vi.fn()} />);
    const input = screen.getByRole('textbox', { name: /Captcha/ });
    await user.type(input, 'x');
    await user.clear(input);
    await user.tab();
    expect(input).toHaveAccessibleDescription('Enter the characters shown in the image');
  });
});
