import { describe, expect, test, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupI18n } from '@lingui/core';
import { ApiError, MECHANIC_CODES } from '@lobby/api';
import type {
  FreeSpinsState,
  Leaderboard,
  MissionList,
  RedEnvelopeState,
  WheelState,
} from '@lobby/api';
import { errorMessage } from '../../../data/errorMessages';
import { renderInSite, storeFor } from '../../../test/renderInSite';
import type { FakeEndpoints } from '../../../test/fakeApi';
import { accountDialogAtom } from '../../account/dialogs.atoms';
import { mechanicPanels } from '../mechanicPanels';

// The mechanic panels against a fake API: who may take part, a win that refreshes the balance, a
// refusal's message with the state asked again, and a state that failed to load with its retry.

const nextAt = new Date(Date.now() + 3_600_000).toISOString();
const closed: RedEnvelopeState = {
  day: '2026-11-27',
  openedAmount: null,
  min: 100,
  max: 888,
  nextAt,
};
const wheelState: WheelState = {
  segments: [0, 100, 200, 500, 1_000, 2_000, 5_000, 10_000],
  spins: 1,
  depositPerSpin: 10_000,
  towardsNext: 0,
};

async function show(
  kind: 'redEnvelope' | 'wheel' | 'dailyTasks',
  who: 'member' | 'trial' | 'visitor',
  endpoints: FakeEndpoints = {},
) {
  const Panel = mechanicPanels[kind];
  const store = storeFor(who, [], {
    getWalletBalance: () => Promise.resolve({ balance: 10_345 }) as never,
    ...endpoints,
  });
  await renderInSite(<Panel promotionId={7} />, { store });
  return store;
}

describe('the mechanic panels', () => {
  test.each([
    ['visitor', { kind: 'login' }],
    ['trial', { kind: 'realAccountNeeded' }],
  ] as const)(
    'a %s is asked to log in or register, and nothing is asked of the server',
    async (who, dialog) => {
      const user = userEvent.setup();
      const getRedEnvelope = vi.fn(() => Promise.resolve(closed));
      const store = await show('redEnvelope', who, { getRedEnvelope });
      await user.click(await screen.findByRole('button', { name: 'Take part' }));
      expect(store.get(accountDialogAtom)).toEqual(dialog);
      expect(getRedEnvelope).not.toHaveBeenCalled();
    },
  );

  test('a member opens the envelope: the amount shows and the balance is asked again', async () => {
    const user = userEvent.setup();
    const getWalletBalance = vi.fn(() => Promise.resolve({ balance: 10_345 }) as never);
    const openRedEnvelope = vi.fn(() => Promise.resolve({ amount: 345, balance: 10_345, nextAt }));
    await show('redEnvelope', 'member', {
      getRedEnvelope: () => Promise.resolve(closed),
      openRedEnvelope,
      getWalletBalance,
    });
    await user.click(await screen.findByRole('button', { name: 'Open the envelope' }));
    expect(await screen.findByText('You got P3.45')).toBeInTheDocument();
    await waitFor(() => expect(getWalletBalance).toHaveBeenCalled());
  });

  test("a second envelope the same day is refused with the catalogue's message, and the state asked again", async () => {
    const user = userEvent.setup();
    const getRedEnvelope = vi.fn(() => Promise.resolve(closed));
    await show('redEnvelope', 'member', {
      getRedEnvelope,
      openRedEnvelope: () =>
        Promise.reject(
          new ApiError({ kind: 'server', status: 409, code: MECHANIC_CODES.envelopeTaken }),
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Open the envelope' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "You have opened today's red envelope already.",
    );
    await waitFor(() => expect(getRedEnvelope).toHaveBeenCalledTimes(2));
  });

  test('a wheel whose state failed to load offers a retry, then spins to the segment the server drew', async () => {
    const user = userEvent.setup();
    let fail = true;
    const getWheel = vi.fn(() =>
      fail ? Promise.reject(new ApiError({ kind: 'network' })) : Promise.resolve(wheelState),
    );
    const spinWheel = vi.fn(() =>
      Promise.resolve({ segment: 3, amount: 500, balance: 10_500, spins: 0 }),
    );
    await show('wheel', 'member', { getWheel, spinWheel });
    fail = false;
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    await user.click(await screen.findByRole('button', { name: 'Spin' }));
    expect(spinWheel).toHaveBeenCalledTimes(1);
    const disc = screen.getByRole('img', { name: /Prize wheel with 8 segments/ });
    expect(disc.style.transform).toBe(`rotate(${5 * 360 + 202.5}deg)`);
  });
});

describe('the daily tasks', () => {
  test('are the missions of the member centre: a task done is claimed here', async () => {
    const user = userEvent.setup();
    let missions: MissionList = {
      period: '2026-11-27',
      resetsAt: nextAt,
      missions: [
        {
          id: 7,
          title: 'Bet 10.00 on mini games today',
          gameType: 'MINI',
          target: 1_000,
          progress: 1_500,
          reward: 200,
          period: 'daily',
          status: 'complete',
        },
      ],
    };
    const claimMission = vi.fn((_client: unknown, id: number) => {
      missions = {
        ...missions,
        missions: missions.missions.map((m) => (m.id === id ? { ...m, status: 'claimed' } : m)),
      };
      return Promise.resolve({ amount: 200, balance: 10_545 });
    });
    await show('dailyTasks', 'member', {
      getMissions: () => Promise.resolve(missions),
      getLeaderboard: () =>
        Promise.resolve<Leaderboard>({
          period: '2026-11-27',
          top: [],
          me: { rank: null, validBet: 0 },
        }),
      claimMission,
    });
    expect(await screen.findByRole('region', { name: 'Daily tasks' })).toBeInTheDocument();
    await user.click(
      await screen.findByRole('button', { name: 'Claim Bet 10.00 on mini games today' }),
    );
    expect(claimMission).toHaveBeenCalledWith(expect.anything(), 7);
    expect(await screen.findByText('Claimed')).toBeInTheDocument();
  });
});

describe('the free spins panel', () => {
  const offer: FreeSpinsState = {
    promotionId: 7,
    granted: false,
    game: {
      gameId: 41,
      name: 'Lucky Reels',
      gameType: 'RNG',
      vendor: 'PG',
      vendorName: 'PG Soft',
      gameCode: 'PG41',
      thumbnail: 'https://assets.example/games/41.svg',
    },
    spins: 20,
    left: 0,
    stake: 20,
    won: 0,
  };

  test('a member claims, the state is asked again, and Play launches the game through the lobby', async () => {
    const user = userEvent.setup();
    let granted = false;
    const getFreeSpins = vi.fn((_client: unknown, promotionId: number) =>
      Promise.resolve({ ...offer, promotionId, granted, left: granted ? 20 : 0 }),
    );
    const claimFreeSpins = vi.fn(() => {
      granted = true;
      return Promise.resolve({ ...offer, granted: true, left: 20 });
    });
    const store = storeFor('member', [], {
      getWalletBalance: () => Promise.resolve({ balance: 10_000 }) as never,
      getFreeSpins,
      claimFreeSpins,
    });
    const Panel = mechanicPanels.freeSpins;
    const { address } = await renderInSite(<Panel promotionId={7} />, { store });
    await user.click(await screen.findByRole('button', { name: 'Claim 20 free spins' }));
    expect(claimFreeSpins).toHaveBeenCalledWith(expect.anything(), 7);
    await user.click(await screen.findByRole('button', { name: 'Play Lucky Reels' }));
    expect(getFreeSpins).toHaveBeenCalledTimes(2);
    expect(getFreeSpins).toHaveBeenLastCalledWith(expect.anything(), 7, expect.anything());
    expect(address()).toBe('/game?gameType=RNG&vendor=PG&gameCode=PG41&name=Lucky+Reels');
  });

  test('a claim made already in another tab shows the catalogue’s message', async () => {
    const user = userEvent.setup();
    const store = storeFor('member', [], {
      getWalletBalance: () => Promise.resolve({ balance: 10_000 }) as never,
      getFreeSpins: () => Promise.resolve(offer),
      claimFreeSpins: () =>
        Promise.reject(
          new ApiError({ kind: 'server', status: 409, code: MECHANIC_CODES.freeSpinsClaimed }),
        ),
    });
    const Panel = mechanicPanels.freeSpins;
    await renderInSite(<Panel promotionId={7} />, { store });
    await user.click(await screen.findByRole('button', { name: 'Claim 20 free spins' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have claimed these free spins already. Play them in the game.',
    );
  });
});

describe('the mechanics’ refusals', () => {
  // No catalog loaded: the source (English) text of each message is what shows.
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
  test.each(Object.values(MECHANIC_CODES))(
    'the refusal %s has the site’s own text, not the server’s English',
    (code) => {
      const error = new ApiError({ kind: 'server', status: 409, code, message: 'server words' });
      const text = errorMessage(i18n, error);
      expect(text).not.toBe('server words');
      expect(text).not.toBe('System error. Please try again later.');
    },
  );
});
