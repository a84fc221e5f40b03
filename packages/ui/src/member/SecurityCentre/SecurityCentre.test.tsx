import { describe, expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { SecurityCentre, type SecurityCentreProps } from './SecurityCentre';

function setup(props: Partial<SecurityCentreProps> = {}) {
  const callbacks = {
    onChangePassword: vi.fn(),
    onPaymentPassword: vi.fn(),
    onBindPhone: vi.fn(),
    onBindEmail: vi.fn(),
  };
  render(
    <SecurityCentre
      profile={{
        nickname: 'Siti',
        memberId: 100234,
        phone: '09171234567',
        email: null,
      }}
      hasPaymentPassword={false}
      loginHistory={[
        { time: '2026-11-26T08:00:00Z', ip: '203.0.113.7', device: 'Chrome on Android' },
        { time: '2026-11-25T20:15:00Z', ip: '198.51.100.23', device: 'Safari on iPhone' },
      ]}
      {...callbacks}
      {...props}
    />,
  );
  return { ...callbacks, user: userEvent.setup() };
}

describe('SecurityCentre', () => {
  test('the profile shows nickname and ID; the phone masked and bound', () => {
    setup();
    const page = screen.getByRole('region', { name: 'My account' });
    expect(page).toHaveTextContent('Siti');
    expect(page).toHaveTextContent('100234');
    expect(page).toHaveTextContent('091****4567');
    expect(page).not.toHaveTextContent('09171234567');
    expect(page).toHaveTextContent('Bound');
  });

  test('a bound phone offers no bind button; an unbound email does', async () => {
    const { onBindEmail, user } = setup();
    expect(screen.queryByRole('button', { name: 'Bind phone number' })).not.toBeInTheDocument();
    expect(screen.getByText('Not bound')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bind email' }));
    expect(onBindEmail).toHaveBeenCalledTimes(1);
  });

  test('an email shows masked', () => {
    setup({ profile: { nickname: 'A', memberId: 1, phone: null, email: 'juan@example.com' } });
    expect(screen.getByText('j***@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bind phone number' })).toBeInTheDocument();
  });

  test('without a payment password the row offers to set one', async () => {
    const { onPaymentPassword, user } = setup();
    expect(screen.getByText('Not set')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set payment password' }));
    expect(onPaymentPassword).toHaveBeenCalledTimes(1);
  });

  test('with one it offers to change it', () => {
    setup({ hasPaymentPassword: true });
    expect(screen.getByRole('button', { name: 'Change payment password' })).toBeInTheDocument();
  });

  test('the login password can be changed', async () => {
    const { onChangePassword, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Change login password' }));
    expect(onChangePassword).toHaveBeenCalledTimes(1);
  });

  test('the login history lists time, IP and device', () => {
    setup();
    const table = screen.getByRole('table', { name: 'Login history' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('203.0.113.7');
    expect(rows[0]).toHaveTextContent('Chrome on Android');
    expect(rows[0]).toHaveTextContent('2026');
  });

  test('the level links to the player rank; a plain click opens it in the overlay', async () => {
    const onOpen = vi.fn();
    const { user } = setup({ level: { name: 'Silver', href: '/?member=playerRank', onOpen } });
    const link = screen.getByRole('link', { name: 'Silver' });
    expect(link).toHaveAttribute('href', '/?member=playerRank');
    await user.click(link);
    expect(onOpen).toHaveBeenCalledOnce();
  });

  test('no level: no level row', () => {
    setup();
    expect(screen.queryByText('Level')).not.toBeInTheDocument();
  });

  test('no history: an empty state', () => {
    setup({ loginHistory: [] });
    expect(screen.getByText('No sign-ins recorded yet')).toBeInTheDocument();
  });
});
