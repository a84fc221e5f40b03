import { describe, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/Button';
import { render } from '../../test/render';
import { LoginDialog, type LoginDialogProps } from './LoginDialog';

function Harness(props: Partial<LoginDialogProps>) {
  const [error, setError] = useState<string | null>(null);
  return (
    <LoginDialog
      defaultOpen
      error={error}
      onSubmit={(values) => {
        if (values.mode === 'username' && values.password === 'wrong') {
          setError('Wrong username or password');
          return Promise.reject(new Error('401'));
        }
        return Promise.resolve();
      }}
      {...props}
    />
  );
}

const dialog = () => screen.getByRole('dialog', { name: 'Log in' });
const username = () => screen.getByRole('textbox', { name: /^Username/ });
const password = () => screen.getByLabelText(/^Password/, { selector: 'input' });

describe('LoginDialog', () => {
  test('a visible title names it; focus starts in the user name', async () => {
    render(<Harness />);
    expect(within(dialog()).getByRole('heading', { name: 'Log in' })).toBeVisible();
    await waitFor(() => expect(username()).toHaveFocus());
    expect(within(dialog()).getByRole('form', { name: 'Log in' })).toBeInTheDocument();
    expect(
      within(dialog()).getByRole('checkbox', { name: 'Remember my username' }),
    ).toBeInTheDocument();
  });

  test('the register link shows under the title only with direct registration', async () => {
    const user = userEvent.setup();
    const onRegister = vi.fn();
    const { unmount } = render(<Harness onRegister={onRegister} />);
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
    unmount();
    render(<Harness onRegister={onRegister} directRegisterEnabled />);
    // Once, not again under the form.
    const links = within(dialog()).getAllByRole('button', { name: 'Register' });
    expect(links).toHaveLength(1);
    await user.click(links[0]!);
    expect(onRegister).toHaveBeenCalledTimes(1);
  });

  test('the banner slot shows what the site passes', () => {
    render(<Harness banner={<img src="data:image/png;base64,AAAA" alt="Welcome bonus 100%" />} />);
    expect(within(dialog()).getByRole('img', { name: 'Welcome bonus 100%' })).toBeInTheDocument();
  });

  test('Enter submits trimmed values; a failure keeps them and announces the error', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<LoginDialogProps['onSubmit']>(() => Promise.reject(new Error('401')));
    function Failing() {
      const [error, setError] = useState<string | null>(null);
      return (
        <LoginDialog
          defaultOpen
          error={error}
          onSubmit={async (values) => {
            try {
              await onSubmit(values);
            } catch (reason) {
              setError('Wrong username or password');
              throw reason;
            }
          }}
        />
      );
    }
    render(<Failing />);
    await user.type(username(), ' player01 ');
    await user.type(password(), ' pw ');
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({
      mode: 'username',
      username: 'player01',
      password: ' pw ',
      remember: false,
    });
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'Wrong username or password',
    );
    expect(username()).toHaveValue(' player01 ');
    expect(password()).toHaveValue(' pw ');
  });

  test('validation messages show before any call', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<Harness onSubmit={onSubmit} />);
    await user.click(within(dialog()).getByRole('button', { name: 'Log in' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(username()).toHaveAccessibleDescription('This field is required');
  });

  test('Escape closes it and focus returns to the button that opened it', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    // Opened from outside, as the header does: not through a Radix trigger.
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Open login</Button>
          <LoginDialog
            open={open}
            onOpenChange={(next) => {
              onOpenChange(next);
              setOpen(next);
            }}
            onSubmit={() => Promise.resolve()}
          />
        </>
      );
    }
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Open login' });
    await user.click(opener);
    await waitFor(() => expect(username()).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(opener).toHaveFocus());
  });

  test('focus is not taken back when the site has moved it on', async () => {
    const user = userEvent.setup();
    // After a sign-in the site sends focus to the account menu that replaced the login button.
    function Page() {
      const [open, setOpen] = useState(false);
      const [signedIn, setSignedIn] = useState(false);
      const account = useRef<HTMLButtonElement>(null);
      useEffect(() => {
        if (signedIn) account.current?.focus();
      }, [signedIn]);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Open login</Button>
          <Button ref={account}>My account</Button>
          <LoginDialog
            open={open}
            onOpenChange={setOpen}
            onSubmit={() => {
              setOpen(false);
              setSignedIn(true);
              return Promise.resolve();
            }}
          />
        </>
      );
    }
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open login' }));
    await user.type(await screen.findByRole('textbox', { name: /^Username/ }), 'player01');
    await user.type(password(), 'pw{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Past the moment the dialog hands focus back to its opener.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('button', { name: 'My account' })).toHaveFocus();
  });

  test('Tab stays inside: from the last control it wraps to the first', async () => {
    const user = userEvent.setup();
    render(<Harness directRegisterEnabled onRegister={() => {}} onForgotPassword={() => {}} />);
    await waitFor(() => expect(username()).toHaveFocus());
    const order = [
      password(),
      screen.getByRole('button', { name: 'Show password' }),
      screen.getByRole('checkbox', { name: 'Remember my username' }),
      screen.getByRole('button', { name: 'Forgot password?' }),
      screen.getByRole('button', { name: 'Log in' }),
      screen.getByRole('button', { name: 'Close' }),
      screen.getByRole('button', { name: 'Register' }),
      username(),
    ];
    for (const element of order) {
      await user.tab();
      expect(element).toHaveFocus();
    }
  });

  test('in Arabic the title and labels are Arabic', () => {
    render(<Harness />, { locale: 'ar', dir: 'rtl' });
    expect(screen.getByRole('dialog', { name: 'تسجيل الدخول' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^اسم المستخدم/ })).toBeInTheDocument();
  });
});
