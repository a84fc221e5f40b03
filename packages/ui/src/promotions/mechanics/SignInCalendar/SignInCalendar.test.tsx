import { describe, expect, test } from 'vitest';
import { screen } from '@testing-library/react';
import { render } from '../../../test/render';
import { SignInCalendar, type SignInCalendarProps } from './SignInCalendar';

function calendar(props: Partial<SignInCalendarProps>) {
  render(
    <SignInCalendar
      rewards={[100, 100, 200, 200, 300, 500, 1_000]}
      streak={0}
      signedToday={false}
      todayIndex={0}
      nextAt={new Date(Date.now() + 3_600_000).toISOString()}
      onSignIn={() => {}}
      {...props}
    />,
  );
  return screen.getAllByRole('listitem').map((day) => day.getAttribute('data-state'));
}

describe('SignInCalendar', () => {
  test("marks the days signed this cycle, today's and the days to come", () => {
    expect(calendar({ streak: 2, todayIndex: 2 })).toEqual([
      'done',
      'done',
      'today',
      'ahead',
      'ahead',
      'ahead',
      'ahead',
    ]);
    expect(screen.getByText('Day 3').closest('li')).toHaveAttribute('aria-current', 'date');
    expect(screen.getByRole('button', { name: 'Sign in for day 3' })).toBeInTheDocument();
  });

  test('signed today: the day is done and there is no button until tomorrow', () => {
    expect(calendar({ streak: 7, signedToday: true, todayIndex: 6 })).toEqual(
      Array(7).fill('done'),
    );
    expect(screen.queryByRole('button', { name: /Sign in for/ })).not.toBeInTheDocument();
    expect(screen.getByText('Signed in today. The next sign-in opens in')).toBeInTheDocument();
  });
});
