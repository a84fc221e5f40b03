import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { render } from '../../test/render';
import { SocialSignIn } from './SocialSignIn';

describe('SocialSignIn', () => {
  test('a failed sign-in gives the buttons back (the caller shows its message)', async () => {
    const user = userEvent.setup();
    let fail: (reason: Error) => void = () => undefined;
    render(
      <SocialSignIn
        heading="Or log in with"
        providers={[{ id: 'google', label: 'Google' }]}
        onSignIn={() =>
          new Promise((_resolve, reject) => {
            fail = reject;
          })
        }
      />,
    );
    const google = screen.getByRole('button', { name: 'Google' });
    await user.click(google);
    expect(google).toBeDisabled();
    fail(new Error('popup closed'));
    await waitFor(() => expect(google).toBeEnabled());
  });

  test('a sign-in that answers nothing leaves the buttons as they are', async () => {
    const user = userEvent.setup();
    render(
      <SocialSignIn
        heading="Or log in with"
        providers={[{ id: 'google', label: 'Google' }]}
        onSignIn={() => undefined}
      />,
    );
    const google = screen.getByRole('button', { name: 'Google' });
    await user.click(google);
    expect(google).toBeEnabled();
    expect(screen.getByRole('group', { name: 'Or log in with' })).not.toHaveAttribute('aria-busy');
  });
});
