import { describe, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, CLAIM_CODES } from '@lobby/api';
import type {
  ClaimCounts,
  Leaderboard,
  MissionList,
  Permission,
  RebateSummary,
  RewardList,
} from '@lobby/api';
import { setQueryData } from '../../data/query';
import { memberInfo } from '../../test/accounts';
import { renderInSite, storeFor } from '../../test/renderInSite';
import type { FakeEndpoints } from '../../test/fakeApi';
import { memberQuery } from '../account/member.queries';
import { permissionQuery } from '../system/system.queries';
import { MemberCentreLayer } from './MemberCentreLayer';

// The claim pages against a fake API: the badges, a claim that pays (the lists and the balance are
// asked again) and a claim the server refuses (its message, and the list refreshed).

const permission: Permission = {
  info: {
    whitelabel: [
      {
        modId: 'MEMBER3',
        enabled: '1',
        childrenNodes: [{ modId: 'MEMBERCENTER3', enabled: '1', childrenNodes: [] }],
      },
    ],
    register: {},
    resources: [],
    customerService: [],
    imageCDNs: [],
    launchGameCDNs: [],
  },
  location: { ip: '203.0.113.9' },
  maintenance: false,
  regionRestriction: false,
};

const DAY = 86_400_000;
const reward = (id: number, title: string) => ({
  id,
  title,
  amount: 5_000,
  expiresAt: new Date(Date.now() + 10 * DAY).toISOString(),
  claimedAt: null,
});

function open(path: string, endpoints: FakeEndpoints) {
  const store = storeFor('member', [], {
    getClaimCounts: () => Promise.resolve<ClaimCounts>({ rewards: 2, missions: 1 }),
    getWalletBalance: () => Promise.resolve({ balance: 130_000 }) as never,
    ...endpoints,
  });
  setQueryData(store.set, permissionQuery, () => permission);
  setQueryData(store.set, memberQuery, () => memberInfo('player7', 125_000));
  return renderInSite(<MemberCentreLayer />, { store, entries: [path] });
}

describe('reward center', () => {
  test('the menu shows the rewards and missions to claim as badges', async () => {
    await open('/rng?member=rewardCenter', {
      getRewards: () => Promise.resolve<RewardList>({ claimable: [], claimed: [] }),
    });
    const menu = await screen.findByRole('navigation', { name: 'Member centre' });
    await waitFor(() =>
      expect(within(menu).getByRole('link', { name: /Reward center/ })).toHaveTextContent('2'),
    );
    expect(within(menu).getByRole('link', { name: /Mission activity/ })).toHaveTextContent('1');
  });

  test('a claim pays, and the list is asked again', async () => {
    const user = userEvent.setup();
    let list: RewardList = { claimable: [reward(1, 'Welcome reward')], claimed: [] };
    const getRewards = vi.fn(() => Promise.resolve(list));
    const claimReward = vi.fn((_client: unknown, id: number) => {
      list = {
        claimable: [],
        claimed: [{ ...reward(id, 'Welcome reward'), claimedAt: new Date().toISOString() }],
      };
      return Promise.resolve({ amount: 5_000, balance: 130_000 });
    });
    await open('/rng?member=rewardCenter', { getRewards, claimReward });
    await user.click(await screen.findByRole('button', { name: 'Claim Welcome reward' }));
    expect(claimReward).toHaveBeenCalledWith(expect.anything(), 1);
    expect(await screen.findByText('No rewards to claim')).toBeInTheDocument();
    expect(getRewards).toHaveBeenCalledTimes(2);
  });

  test('a claim made already in another tab says so and shows the list as it now is', async () => {
    const user = userEvent.setup();
    let list: RewardList = { claimable: [reward(1, 'Welcome reward')], claimed: [] };
    const claimReward = vi.fn(() => {
      list = { claimable: [], claimed: [] };
      return Promise.reject(
        new ApiError({ kind: 'server', status: 409, code: CLAIM_CODES.alreadyClaimed }),
      );
    });
    await open('/rng?member=rewardCenter', {
      getRewards: () => Promise.resolve(list),
      claimReward,
    });
    await user.click(await screen.findByRole('button', { name: 'Claim Welcome reward' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This has been claimed already. The list is up to date now.',
    );
    expect(await screen.findByText('No rewards to claim')).toBeInTheDocument();
  });
});

describe('manual rebate', () => {
  test("shows the rates' game types by name and claims once", async () => {
    const user = userEvent.setup();
    const summary: RebateSummary = {
      period: '2026-11-26',
      lines: [{ gameType: 'MINI', validBet: 10_000, rateBp: 100, rebate: 100 }],
      total: 100,
      claimed: false,
      history: [],
    };
    const claimRebate = vi.fn(() => Promise.resolve({ amount: 100, balance: 125_100 }));
    await open('/rng?member=manualRebate', {
      getRebate: () => Promise.resolve(summary),
      claimRebate,
    });
    expect(await screen.findByText('Mini games')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Claim rebate' }));
    expect(claimRebate).toHaveBeenCalledTimes(1);
  });
});

describe('mission activity', () => {
  test('a complete mission is claimed, then shows as claimed; the leaderboard marks the member', async () => {
    const user = userEvent.setup();
    let missions: MissionList = {
      period: '2026-11-26',
      resetsAt: new Date(Date.now() + 3_600_000).toISOString(),
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
    const board: Leaderboard = {
      period: '2026-11-26',
      top: [{ rank: 1, player: 'pl***07', validBet: 1_500, isMe: true }],
      me: { rank: 1, validBet: 1_500 },
    };
    const claimMission = vi.fn((_client: unknown, id: number) => {
      missions = {
        ...missions,
        missions: missions.missions.map((m) => (m.id === id ? { ...m, status: 'claimed' } : m)),
      };
      return Promise.resolve({ amount: 200, balance: 125_200 });
    });
    await open('/rng?member=missionLeaderboard', {
      getMissions: () => Promise.resolve(missions),
      getLeaderboard: () => Promise.resolve(board),
      claimMission,
    });
    expect(await screen.findByText('pl***07 (you)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Claim Bet 10.00 on mini games today' }));
    expect(claimMission).toHaveBeenCalledWith(expect.anything(), 7);
    expect(await screen.findByText('Claimed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Claim Bet/ })).toBeNull();
  });
});
