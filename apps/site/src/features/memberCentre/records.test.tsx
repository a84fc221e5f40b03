import { describe, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BetList, BetListQuery, Permission, PlayerRank } from '@lobby/api';
import { ApiError } from '@lobby/api';
import { setQueryData } from '../../data/query';
import { memberInfo } from '../../test/accounts';
import { renderInSite, storeFor } from '../../test/renderInSite';
import type { FakeEndpoints } from '../../test/fakeApi';
import { memberQuery } from '../account/member.queries';
import { permissionQuery } from '../system/system.queries';
import { MemberCentreLayer } from './MemberCentreLayer';

// The records' pages in the site: what they ask the API and how they show the answer, over the
// fake API chunk (the sandbox's rules are proven in apps/sandbox/src/routes/records.test.ts).

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

const level = (n: number, name: string, minValidBet: number) => ({
  level: n,
  name,
  minValidBet,
  rebateBonusPoints: n * 5,
  dailyWithdrawals: n + 2,
});
const rank: PlayerRank = {
  validBet: 127_700,
  level: level(2, 'Silver', 50_000),
  next: level(3, 'Gold', 500_000),
  remaining: 372_300,
  progress: 0.17,
  levels: [level(1, 'Bronze', 0), level(2, 'Silver', 50_000), level(3, 'Gold', 500_000)],
};

const bets: BetList = {
  list: [
    {
      id: 77,
      createdAt: '2026-11-26T09:00:00Z',
      gameName: 'Lucky Reels',
      gameType: 'RNG',
      vendor: 'NOVA',
      vendorName: 'Nova Games',
      stake: 500,
      validBet: 500,
      win: 0,
      winLoss: -500,
      outcome: { kind: 'reels', symbols: ['cherry', 'bell', 'bar'] },
    },
  ],
  page: 1,
  pageSize: 10,
  total: 1,
  totalPage: 1,
  totals: { count: 1, stake: 500, validBet: 500, win: 0, winLoss: -500 },
  vendors: [
    { code: 'NOVA', name: 'Nova Games' },
    { code: 'VELVET', name: 'Velvet Play' },
  ],
  gameTypes: ['RNG'],
};

function open(path: string, endpoints: FakeEndpoints) {
  const store = storeFor('member', [], {
    getLoginHistory: () => Promise.resolve([]),
    getDepositMethods: () =>
      Promise.resolve({
        methods: [],
        withdraw: { min: 10_000, max: 5_000_000, confirmMinutes: 30, maxPayees: 5 },
        hasPaymentPassword: true,
      }),
    ...endpoints,
  });
  setQueryData(store.set, permissionQuery, () => permission);
  setQueryData(store.set, memberQuery, () => memberInfo('player7', 125_000));
  return renderInSite(<MemberCentreLayer />, { store, entries: ['/rng', path] });
}

describe('player rank', () => {
  test('my account shows the level as a link; it opens the rank page outside the menu', async () => {
    const user = userEvent.setup();
    const { address } = await open('/rng?member=securityCenter', {
      getPlayerRank: () => Promise.resolve(rank),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Member centre' });
    const link = await within(dialog).findByRole('link', { name: 'Silver' });
    expect(link).toHaveAttribute('href', '/rng?member=playerRank');
    await user.click(link);
    await waitFor(() => expect(address()).toBe('/rng?member=playerRank'));
    // The overlay's region is named by the page, and the page's own heading says it too.
    expect(await within(dialog).findByText('Level 2 · Silver')).toBeVisible();
    expect(within(dialog).getByRole('heading', { name: 'Player rank' })).toBeVisible();
    // The menu keeps its fourteen entries' pages only: none is current.
    const menu = within(dialog).getByRole('navigation', { name: 'Member centre' });
    expect(within(menu).queryByRole('link', { current: 'page' })).toBeNull();
    expect(within(menu).queryByRole('link', { name: 'Player rank' })).toBeNull();
  });
});

describe('betting record', () => {
  test('shows the bets and totals, and asks again with the vendor chosen', async () => {
    const user = userEvent.setup();
    const getBets = vi.fn((_client: unknown, _query: BetListQuery) => Promise.resolve(bets));
    await open('/rng?member=personalHistoryCopy', {
      getBets: getBets as NonNullable<FakeEndpoints['getBets']>,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Member centre' });
    const row = (await within(dialog).findByText('Lucky Reels · Slots')).closest('tr');
    expect(row).not.toBeNull();
    expect(row).toHaveTextContent('-P5.00');
    expect(getBets).toHaveBeenLastCalledWith(expect.anything(), { page: 1 }, expect.anything());
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Vendor' }), 'VELVET');
    await waitFor(() =>
      expect(getBets).toHaveBeenLastCalledWith(
        expect.anything(),
        { page: 1, vendor: 'VELVET' },
        expect.anything(),
      ),
    );
  });

  test('a failure shows the error catalogue’s message and retries', async () => {
    const user = userEvent.setup();
    let fail = true;
    const getBets = vi.fn(() =>
      fail ? Promise.reject(new ApiError({ kind: 'network' })) : Promise.resolve(bets),
    );
    await open('/rng?member=personalHistoryCopy', {
      getBets: getBets,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Member centre' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).not.toBe('');
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByText('Lucky Reels · Slots')).toBeVisible();
  });
});
