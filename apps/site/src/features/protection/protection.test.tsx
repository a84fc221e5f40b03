import { describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIMIT_PERIODS, MONEY_LIMIT_KINDS } from '@lobby/core';
import type { DownlineMember, LimitRequest, ProtectionStatus, SessionFigures } from '@lobby/api';
import { getBrand } from '@lobby/theme';
import { renderInSite, storeFor } from '../../test/renderInSite';
import { brandAtom } from '../brand/brand.atoms';
import { AccountBarContainer } from '../account/AccountBarContainer';
import { accountDialogAtom } from '../account/dialogs.atoms';
import { sessionAtom } from '../session/session.atoms';
import { TeamManagementPage } from '../agentCentre/TeamManagementPage';
import { ResponsibleGamingPage } from './ResponsibleGamingPage';
import { RealityCheckWatch } from './RealityCheckWatch';
import { takeBreakAtom } from './protection.actions';
import { readAcknowledged } from './realityCheck';

const jade = getBrand('jade')!;
const MIN = 60_000;

function status(over: Partial<ProtectionStatus> = {}): ProtectionStatus {
  return {
    limits: MONEY_LIMIT_KINDS.flatMap((kind) =>
      LIMIT_PERIODS.map((period) => ({
        kind,
        period,
        amount: null,
        used: 0,
        resetsAt: '2026-11-27T00:00:00.000Z',
        pending: null,
      })),
    ),
    sessionLimit: { minutes: null, pending: null },
    realityCheckMinutes: null,
    coolingOffHours: 24,
    ...over,
  };
}

/**
 * The server's session, started `minutesAgo` by the server's clock: one start, however often the
 * figures are asked (the dialog asks again as it opens), with the server's `now` at each answer.
 */
function figures(
  minutesAgo: number,
  over: Partial<SessionFigures> = {},
): () => Promise<SessionFigures> {
  const startedAt = new Date(Date.now() - minutesAgo * MIN).toISOString();
  return () =>
    Promise.resolve({
      startedAt,
      now: new Date().toISOString(),
      wagered: 2_500,
      net: -1_000,
      realityCheckMinutes: 15,
      sessionLimitMinutes: null,
      ...over,
    });
}

describe('the responsible-gaming page', () => {
  test('a visitor reads the opening and is asked to log in for the tools', async () => {
    const store = storeFor('visitor');
    store.set(brandAtom, jade);
    await renderInSite(<ResponsibleGamingPage />, { store });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Responsible gaming' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: /Responsible Gaming Foundation/ })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(store.get(accountDialogAtom)).toEqual({ kind: 'login' });
  });

  test('a trial account is told to register a real one, and no call is made', async () => {
    const store = storeFor('trial', [], {});
    store.set(brandAtom, jade);
    await renderInSite(<ResponsibleGamingPage />, { store });
    expect(
      await screen.findByText(/This is a demo account\. Register a real account/),
    ).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Daily deposit limit' })).toBeNull();
  });

  test('a member sets a daily deposit limit in minor units and sees the server’s answer', async () => {
    const sent: LimitRequest[] = [];
    const store = storeFor('member', [], {
      getProtectionStatus: () => Promise.resolve(status()),
      setProtectionLimit: (_client, request) => {
        sent.push(request);
        return Promise.resolve(
          status({
            limits: status().limits.map((limit) =>
              limit.kind === 'deposit' && limit.period === 'day'
                ? { ...limit, amount: request.amount }
                : limit,
            ),
          }),
        );
      },
    });
    store.set(brandAtom, jade);
    await renderInSite(<ResponsibleGamingPage />, { store });
    const daily = await screen.findByRole('form', { name: 'Daily deposit limit' });
    await userEvent.type(within(daily).getByRole('textbox', { name: /^New limit/ }), '50');
    await userEvent.click(within(daily).getByRole('button', { name: 'Save limit' }));
    expect(await within(daily).findByText('Saved. It applies now.')).toBeVisible();
    expect(sent).toEqual([{ kind: 'deposit', period: 'day', amount: 5_000 }]);
    // Jade offers every tool: the time settings and the breaks are there too.
    expect(screen.getByRole('form', { name: 'Reality check' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Time-out for 24 hours' })).toBeVisible();
  });

  test('a standard profile shows only its tools: deposit limits and breaks', async () => {
    const store = storeFor('member', [], {
      getProtectionStatus: () => Promise.resolve(status()),
    });
    store.set(brandAtom, getBrand('aurora')!);
    await renderInSite(<ResponsibleGamingPage />, { store });
    expect(await screen.findByRole('form', { name: 'Daily deposit limit' })).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Daily loss limit' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Reality check' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Time-out for 24 hours' })).toBeVisible();
  });
});

describe('the reality check and the session-time limit', () => {
  test('a check due by the server’s start shows its figures; Continue closes it', async () => {
    sessionStorage.clear();
    const store = storeFor('member', [], {
      getSessionFigures: figures(16),
    });
    await renderInSite(<RealityCheckWatch />, { store });
    const check = await screen.findByRole('alertdialog', { name: 'Reality check' });
    expect(check).toHaveTextContent('You have been playing for 16 min');
    expect(check).toHaveTextContent('You are P10.00 down.');
    await userEvent.click(within(check).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  test('“See my history” opens the betting record over the screen and counts as seen; Log out logs out', async () => {
    sessionStorage.clear();
    let loggedOut = 0;
    const session = figures(31);
    const store = storeFor('member', [], {
      getSessionFigures: session,
      logout: () => {
        loggedOut += 1;
        return Promise.resolve(null);
      },
    });
    const view = await renderInSite(<RealityCheckWatch />, { store, entries: ['/rng'] });
    let check = await screen.findByRole('alertdialog', { name: 'Reality check' });
    await userEvent.click(within(check).getByRole('link', { name: 'See my history' }));
    await waitFor(() => expect(view.address()).toBe('/rng?member=personalHistoryCopy'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // Round 2 (minute 30 of a 31-minute session) is seen: a reload there does not ask again.
    expect(readAcknowledged(Date.parse((await session()).startedAt))).toBe(2);
    view.unmount();

    // Another session's check: Log out ends it here and on the server.
    sessionStorage.clear();
    await renderInSite(<RealityCheckWatch />, { store });
    check = await screen.findByRole('alertdialog', { name: 'Reality check' });
    await userEvent.click(within(check).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(store.get(sessionAtom)).toBeNull());
    expect(loggedOut).toBe(1);
  });

  test('no check before the first interval, however the device clock reads', async () => {
    sessionStorage.clear();
    let asked = 0;
    const store = storeFor('member', [], {
      getSessionFigures: () => {
        asked += 1;
        return figures(5)();
      },
    });
    await renderInSite(<RealityCheckWatch />, { store });
    await waitFor(() => expect(asked).toBeGreaterThan(0));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  test('the session-time limit run out logs out and says why', async () => {
    let loggedOut = 0;
    const store = storeFor('member', [], {
      getSessionFigures: figures(61, { realityCheckMinutes: null, sessionLimitMinutes: 60 }),
      logout: () => {
        loggedOut += 1;
        return Promise.resolve(null);
      },
    });
    await renderInSite(<RealityCheckWatch />, { store });
    await waitFor(() => expect(store.get(sessionAtom)).toBeNull());
    expect(loggedOut).toBe(1);
    expect(store.get(accountDialogAtom)).toEqual({
      kind: 'protection',
      notice: 'sessionLimit',
      minutes: 60,
    });
  });
});

describe('a break', () => {
  test('the account menu’s “Take a break (24 hours)” asks once, then ends the session with its end', async () => {
    const taken: unknown[] = [];
    const store = storeFor('member', [], {
      takeBreak: (_client, request) => {
        taken.push(request);
        return Promise.resolve({ until: '2026-11-27T23:00:00.000Z' });
      },
    });
    store.set(brandAtom, jade);
    await renderInSite(<AccountBarContainer />, { store });
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Take a break (24 hours)' }));
    const confirm = await screen.findByRole('dialog', { name: 'Take a time-out for 24 hours?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Start the time-out' }));
    await waitFor(() => expect(store.get(sessionAtom)).toBeNull());
    expect(taken).toEqual([{ kind: 'timeOut', period: '24h' }]);
    expect(store.get(accountDialogAtom)).toMatchObject({ kind: 'protection', notice: 'break' });
  });

  test('a trial account’s menu has no break to take', async () => {
    const store = storeFor('trial');
    store.set(brandAtom, jade);
    await renderInSite(<AccountBarContainer />, { store });
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    await screen.findByRole('menu');
    expect(screen.queryByRole('menuitem', { name: /Take a break/ })).toBeNull();
  });

  test('a break taken ends the session here without a logout call and keeps until when', async () => {
    const store = storeFor('member', [], {
      takeBreak: () => Promise.resolve({ until: '2026-11-27T23:00:00.000Z' }),
      logout: () => Promise.reject(new Error('the server ended the session already')),
    });
    await store.set(takeBreakAtom, { kind: 'timeOut', period: '24h' });
    expect(store.get(sessionAtom)).toBeNull();
    expect(store.get(accountDialogAtom)).toEqual({
      kind: 'protection',
      notice: 'break',
      breakKind: 'timeOut',
      until: '2026-11-27T23:00:00.000Z',
    });
  });
});

test('an agent’s team shows each member’s protection, never an amount', async () => {
  const member = (
    id: number,
    account: string,
    protection: DownlineMember['protection'] = 'none',
  ): DownlineMember => ({
    id,
    account,
    nickname: null,
    isAgent: false,
    type: 0,
    depth: 1,
    uplineId: null,
    uplineAccount: null,
    directCount: 0,
    teamSize: 0,
    balance: 0,
    createdAt: Date.UTC(2026, 10, 1),
    lastLoginAt: null,
    protection,
  });
  const store = storeFor('member', [], {
    getDownline: () =>
      Promise.resolve({
        list: [
          member(21, 'resting', 'timeOut'),
          member(22, 'careful', 'limits'),
          member(23, 'plain'),
        ],
        totalPages: 1,
      }),
  });
  await renderInSite(<TeamManagementPage />, { store });
  expect(await screen.findByText('On a time-out')).toBeVisible();
  expect(screen.getByText('Limits set')).toBeVisible();
  expect(screen.queryByText('Self-excluded')).toBeNull();
});
