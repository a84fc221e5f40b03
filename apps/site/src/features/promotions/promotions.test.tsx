import { describe, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, PROMOTION_CODES } from '@lobby/api';
import type { Permission, Promotion, PromotionDetail } from '@lobby/api';
import { setQueryData } from '../../data/query';
import { memberInfo } from '../../test/accounts';
import { renderInSite, storeFor } from '../../test/renderInSite';
import type { FakeEndpoints } from '../../test/fakeApi';
import { AccountBarContainer } from '../account/AccountBarContainer';
import { accountDialogAtom } from '../account/dialogs.atoms';
import { memberQuery } from '../account/member.queries';
import { unreadCountQuery } from '../memberCentre/messages.queries';
import { permissionQuery } from '../system/system.queries';
import { mechanicPanels } from './mechanicPanels';
import { PromotionDetailPage } from './PromotionDetailPage';
import { PromotionsPage } from './PromotionsPage';

// The promotion pages against a fake API: the tabs filter the grid, a failure says why with a
// retry, an unknown id is not found, and the actions go through the protected-action guard.

const promotion = (id: number, over: Partial<Promotion> = {}): Promotion => ({
  id,
  category: 'casino',
  kind: 'join',
  title: `Promotion ${id}`,
  summary: `What promotion ${id} gives`,
  image: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E',
  reward: 0,
  status: 'Join',
  startTime: '2026-11-01T00:00:00.000Z',
  endTime: '2027-01-31T00:00:00.000Z',
  ...over,
});
const detail = (over: Partial<Promotion> = {}): PromotionDetail => ({
  ...promotion(7, over),
  content: '<p>Rule one</p>',
  comment: null,
});

async function open(
  page: 'list' | 'detail',
  who: 'member' | 'trial' | 'visitor',
  endpoints: FakeEndpoints,
  path = page === 'list' ? '/promotions' : '/promoDetail?id=7',
) {
  const store = storeFor(who, [], endpoints);
  const element = page === 'list' ? <PromotionsPage /> : <PromotionDetailPage />;
  return { store, ...(await renderInSite(element, { store, entries: [path] })) };
}

describe('/promotions', () => {
  test('a tab per category filters the cards, and the address keeps it', async () => {
    const user = userEvent.setup();
    const { address } = await open('list', 'visitor', {
      getPromotions: () =>
        Promise.resolve([promotion(1), promotion(2, { category: 'slots' }), promotion(3)]),
    });
    const tabs = await screen.findByRole('tablist', { name: 'Promotion categories' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['All', 'Casino', 'Slots']);
    expect(screen.getAllByRole('link', { name: /^Promotion \d$/ })).toHaveLength(3);
    await user.click(within(tabs).getByRole('tab', { name: 'Slots' }));
    expect(address()).toBe('/promotions?category=slots');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('link', { name: 'Promotion 2' })).toHaveAttribute(
      'href',
      '/promoDetail?id=2',
    );
    expect(within(panel).queryByRole('link', { name: 'Promotion 1' })).toBeNull();
  });

  test('a failure says why, and Try again asks again', async () => {
    const user = userEvent.setup();
    const getPromotions = vi
      .fn()
      .mockRejectedValueOnce(new ApiError({ kind: 'network' }))
      .mockResolvedValue([promotion(1)]);
    await open('list', 'visitor', { getPromotions });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Promotion 1' })).toBeInTheDocument();
    expect(getPromotions).toHaveBeenCalledTimes(2);
  });

  test('no promotions: says so', async () => {
    await open('list', 'visitor', { getPromotions: () => Promise.resolve([]) });
    expect(await screen.findByText('No promotions right now')).toBeInTheDocument();
  });
});

describe('/promoDetail', () => {
  test('an id no promotion has is not found, with the way back', async () => {
    await open('detail', 'visitor', {
      getPromotion: () =>
        Promise.reject(new ApiError({ kind: 'server', status: 404, code: 'NOT_FOUND' })),
    });
    expect(await screen.findByRole('heading', { name: 'Promotion not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All promotions' })).not.toBeNull();
  });

  test('a visitor is asked to log in at the action, a trial account to register', async () => {
    const user = userEvent.setup();
    const joinPromotion = vi.fn();
    const visitor = await open('detail', 'visitor', {
      getPromotion: () => Promise.resolve(detail()),
      joinPromotion,
    });
    await user.click(await screen.findByRole('button', { name: 'Join' }));
    expect(visitor.store.get(accountDialogAtom)).toEqual({ kind: 'login' });
    visitor.unmount();

    const trial = await open('detail', 'trial', {
      getPromotion: () => Promise.resolve(detail({ kind: 'apply' })),
    });
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    expect(trial.store.get(accountDialogAtom)).toEqual({ kind: 'realAccountNeeded' });
    expect(screen.queryByRole('form', { name: 'Application' })).toBeNull();
    expect(joinPromotion).not.toHaveBeenCalled();
  });

  test('a member joins; the detail is asked again and a refusal shows its words', async () => {
    const user = userEvent.setup();
    let current = detail();
    const getPromotion = vi.fn(() => Promise.resolve(current));
    const joinPromotion = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiError({ kind: 'server', status: 409, code: PROMOTION_CODES.alreadyEntered }),
      )
      .mockImplementation(() => {
        current = detail({ status: 'Joined' });
        return Promise.resolve(current);
      });
    await open('detail', 'member', { getPromotion, joinPromotion });
    await user.click(await screen.findByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have taken part in this promotion already.',
    );
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('You have joined this promotion.')).toBeInTheDocument();
    await waitFor(() => expect(getPromotion.mock.calls.length).toBeGreaterThanOrEqual(3));
  });
});

describe('a mechanic promotion', () => {
  test('shows its panel where one is registered, else where it runs', async () => {
    const registered = mechanicPanels.wheel;
    mechanicPanels.wheel = ({ promotionId }) => <p>Wheel of promotion {promotionId}</p>;
    try {
      const wheel = await open('detail', 'member', {
        getPromotion: () => Promise.resolve(detail({ kind: 'wheel', status: 'Process' })),
      });
      expect(await screen.findByText('Wheel of promotion 7')).toBeInTheDocument();
      wheel.unmount();
    } finally {
      mechanicPanels.wheel = registered;
    }
    await open('detail', 'member', {
      getPromotion: () => Promise.resolve(detail({ kind: 'invite', status: 'Process' })),
    });
    expect(
      await screen.findByRole('link', { name: 'Open in the member centre: Invite friends' }),
    ).toHaveAttribute('href', '/promoDetail?id=7&member=referral');
  });
});

describe('the avatar', () => {
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

  test('counts the unread messages and the promotions a member can act on', async () => {
    const store = storeFor('member', [], {
      getPromotionCount: () => Promise.resolve({ count: 2 }),
    });
    setQueryData(store.set, permissionQuery, () => permission);
    setQueryData(store.set, memberQuery, () => memberInfo('player7', 125_000));
    setQueryData(store.set, unreadCountQuery, () => ({ count: 1 }));
    await renderInSite(<AccountBarContainer />, { store });
    expect(await screen.findByText('Unclaimed items: 3')).toBeInTheDocument();
  });

  test('a trial account is not asked for promotions', async () => {
    const getPromotionCount = vi.fn(() => Promise.resolve({ count: 2 }));
    const store = storeFor('trial', [], { getPromotionCount });
    setQueryData(store.set, permissionQuery, () => permission);
    setQueryData(store.set, memberQuery, () => memberInfo('player7', 0));
    await renderInSite(<AccountBarContainer />, { store });
    expect(await screen.findByRole('button', { name: 'Account menu' })).toBeInTheDocument();
    expect(getPromotionCount).not.toHaveBeenCalled();
  });
});
