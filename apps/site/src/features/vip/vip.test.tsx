import { describe, expect, test } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, FEEDBACK_CODES } from '@lobby/api';
import type { FeedbackRequest, VipLevel } from '@lobby/api';
import { renderInSite, storeFor } from '../../test/renderInSite';
import { accountDialogAtom } from '../account/dialogs.atoms';
import { FeedbackPage } from './FeedbackPage';
import { VipPage } from './VipPage';

const LEVELS: VipLevel[] = [1, 2, 3].map((level) => ({
  level,
  name: `VIP ${level}`,
  validBet: level * 100_000,
  deposit: (level - 1) * 50_000,
  rebateBp: 20 + level * 10,
  dailyWithdrawals: 3,
  dailyWithdrawalLimit: 5_000_000,
  birthdayBonus: 0,
  vipService: false,
}));

describe('the VIP page', () => {
  test('a visitor sees the levels and is asked to log in, with no progress call', async () => {
    let progressCalls = 0;
    const store = storeFor('visitor', [], {
      getVipLevels: () => Promise.resolve(LEVELS),
      getVipProgress: () => {
        progressCalls += 1;
        return Promise.reject(new Error('not for a visitor'));
      },
    });
    await renderInSite(<VipPage />, { store });
    expect(await screen.findByText('VIP 3')).toBeVisible();
    expect(screen.getAllByRole('row').slice(1)).toHaveLength(3);
    expect(screen.queryByText('Your level')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(store.get(accountDialogAtom)).toEqual({ kind: 'login' });
    expect(progressCalls).toBe(0);
  });

  test('a member sees their level marked and the bars to the next', async () => {
    const store = storeFor('member', [], {
      getVipLevels: () => Promise.resolve(LEVELS),
      getVipProgress: () =>
        Promise.resolve({
          level: 1,
          validBet: 150_000,
          deposit: 0,
          next: {
            level: 2,
            validBet: 200_000,
            deposit: 50_000,
            remainingValidBet: 50_000,
            remainingDeposit: 50_000,
          },
        }),
    });
    await renderInSite(<VipPage />, { store });
    expect(await screen.findByText('To reach VIP 2:')).toBeVisible();
    const [bets] = screen.getAllByRole('progressbar');
    expect(bets).toHaveAttribute('aria-valuenow', '75');
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Your level')).toBeVisible();
  });
});

describe('the feedback page', () => {
  test('the server’s refusal shows in place with the text kept; a sent one thanks', async () => {
    const sent: FeedbackRequest[] = [];
    const store = storeFor('visitor', [], {
      sendFeedback: (_client, request) => {
        sent.push(request);
        return sent.length === 1
          ? Promise.reject(
              new ApiError({
                kind: 'server',
                status: 400,
                code: FEEDBACK_CODES.contentLength,
                value: { min: 10, max: 500 },
              }),
            )
          : Promise.resolve({ id: 7 });
      },
    });
    await renderInSite(<FeedbackPage />, { store });
    const content = await screen.findByRole('textbox', { name: /Your feedback/ });
    await userEvent.type(content, 'The lobby is lovely.');
    await userEvent.type(screen.getByRole('textbox', { name: /Contact/ }), 'me@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Please write between 10 and 500 characters.')).toBeVisible();
    expect(content).toHaveValue('The lobby is lovely.');
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(
      await screen.findByRole('heading', { name: 'Thank you for your feedback' }),
    ).toBeVisible();
    expect(sent[1]).toEqual({
      kind: 'suggestion',
      content: 'The lobby is lovely.',
      contact: 'me@example.com',
    });
  });
});
