import { describe, expect, test } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HotMatch, PvpRoom } from '@lobby/api';
import { renderInSite, storeFor } from '../../../test/renderInSite';
import { accountDialogAtom } from '../../account/dialogs.atoms';
import { HotMatchesContainer } from './HotMatchesContainer';
import { PvpRoomsContainer } from './PvpRoomsContainer';

const MATCH: HotMatch = {
  id: 'aurora-1-0',
  league: 'Premier Football League',
  home: 'Manila Kings',
  away: 'Cebu Tide',
  kickOff: Date.UTC(2026, 10, 27, 18),
  odds: { home: 185, draw: 340, away: 410 },
  vassalage: 'BTI',
  gameCode: 'BTI_BOOK',
};

const ROOM: PvpRoom = {
  id: 'DUEL1-1000',
  gameName: 'Duel Poker',
  vassalage: 'DUEL',
  gameCode: 'DUEL1',
  stake: 1_000,
  seatsTaken: 2,
  seats: 6,
};

describe('hot matches', () => {
  test.each([
    ['visitor', 'login'],
    ['trial', 'realAccountNeeded'],
  ] as const)('a %s who bets is stopped by the launch guard (%s)', async (who, dialog) => {
    const store = storeFor(who, [], { getHotMatches: () => Promise.resolve([MATCH]) });
    await renderInSite(<HotMatchesContainer />, { store });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Bet now on Manila Kings v Cebu Tide' }),
    );
    expect(store.get(accountDialogAtom)).toEqual({ kind: dialog });
  });
});

describe('PVP rooms', () => {
  test('a visitor is offered the login and no rooms call is made', async () => {
    let calls = 0;
    const store = storeFor('visitor', [], {
      getPvpRooms: () => {
        calls += 1;
        return Promise.resolve([ROOM]);
      },
    });
    await renderInSite(<PvpRoomsContainer />, { store });
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(store.get(accountDialogAtom)).toEqual({ kind: 'login' });
    expect(calls).toBe(0);
  });

  test('a member sees the open rooms', async () => {
    const store = storeFor('member', [], { getPvpRooms: () => Promise.resolve([ROOM]) });
    await renderInSite(<PvpRoomsContainer />, { store });
    expect(await screen.findByRole('button', { name: 'Join Duel Poker room' })).toBeVisible();
    expect(screen.getByText('2 of 6')).toBeVisible();
  });
});
