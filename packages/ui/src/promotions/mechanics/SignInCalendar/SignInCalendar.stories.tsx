import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { fitsThePhone, readsRightToLeft } from '../../../member/shared/phoneChecks';
import { SignInCalendar, type SignInCalendarProps } from './SignInCalendar';

const rewards = [100, 100, 200, 200, 300, 500, 1_000];

/** The calendar with the server's answers held by the story. */
function Stateful(args: SignInCalendarProps) {
  const [state, setState] = useState({ streak: args.streak, signedToday: args.signedToday });
  const [justPaid, setJustPaid] = useState<number | null>(null);
  return (
    <SignInCalendar
      {...args}
      {...state}
      justPaid={justPaid}
      onSignIn={async () => {
        await args.onSignIn();
        setState((s) => ({ streak: s.streak + 1, signedToday: true }));
        setJustPaid(rewards[args.todayIndex] ?? 0);
      }}
    />
  );
}

const meta = {
  title: 'Promotions/SignInCalendar',
  component: SignInCalendar,
  tags: ['autodocs'],
  args: {
    rewards,
    streak: 2,
    signedToday: false,
    todayIndex: 2,
    nextAt: new Date(Date.now() + 5 * 3_600_000).toISOString(),
    currency: 'P',
    onSignIn: fn(),
    onRetry: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof SignInCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignInToday: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(7);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in for day 3' }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Signed in: P2.00 added, streak 3 days',
    );
    await expect(canvas.queryByRole('button', { name: /Sign in for/ })).toBeNull();
  },
};

export const SignedToday: Story = {
  args: { streak: 6, signedToday: true, todayIndex: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Signed in today/)).toBeVisible();
    await expect(
      canvas.getByText('Streak: 6 days in a row. A missed day starts the week again.'),
    ).toBeVisible();
  },
};

export const OnAPhoneRightToLeft: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'AR' },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-ui="SignInCalendar"]')!;
    await readsRightToLeft(root);
    await fitsThePhone(root);
  },
};
