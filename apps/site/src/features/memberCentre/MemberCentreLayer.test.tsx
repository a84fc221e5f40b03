import { describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DepositMethods, Permission, WalletList } from '@lobby/api';
import { setQueryData } from '../../data/query';
import { memberInfo } from '../../test/accounts';
import { renderInSite, storeFor, type SiteStore } from '../../test/renderInSite';
import type { FakeEndpoints } from '../../test/fakeApi';
import { AccountBarContainer } from '../account/AccountBarContainer';
import { AccountLayer } from '../account/AccountLayer';
import { memberQuery } from '../account/member.queries';
import { permissionQuery } from '../system/system.queries';
import { MemberCentreLayer } from './MemberCentreLayer';

const permission = (memberCentre: boolean): Permission => ({
  info: {
    whitelabel: [
      {
        modId: 'MEMBER3',
        enabled: '1',
        childrenNodes: [
          { modId: 'MEMBERCENTER3', enabled: memberCentre ? '1' : '0', childrenNodes: [] },
        ],
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
});

const wallets: WalletList = { isSingle: true, balance: 125_000, sumBalance: 125_000, wallets: [] };
const methods: DepositMethods = {
  methods: [{ id: 1, kind: 'bank', name: 'Demo Bank', min: 10_000, max: 5_000_000, presets: [] }],
  withdraw: { min: 10_000, max: 5_000_000, confirmMinutes: 30, maxPayees: 5 },
  hasPaymentPassword: true,
};
const endpoints: FakeEndpoints = {
  getWallets: () => Promise.resolve(wallets),
  getDepositMethods: () => Promise.resolve(methods),
  getPayees: () => Promise.resolve([]),
  getWithdrawals: () =>
    Promise.resolve({ list: [], page: 1, pageSize: 10, total: 0, totalPage: 0 }),
  getLoginHistory: () => Promise.resolve([]),
};

function store(who: 'member' | 'trial' | 'visitor', memberCentre = true): SiteStore {
  const made = storeFor(who, [], endpoints);
  setQueryData(made.set, permissionQuery, () => permission(memberCentre));
  if (who !== 'visitor') setQueryData(made.set, memberQuery, () => memberInfo('player7', 125_000));
  return made;
}

async function open(who: 'member' | 'trial' | 'visitor', path: string, memberCentre = true) {
  return renderInSite(
    <>
      <AccountBarContainer />
      <AccountLayer />
      <MemberCentreLayer />
    </>,
    { store: store(who, memberCentre), entries: ['/rng', path] },
  );
}

describe('the member centre by address', () => {
  test('an address opens the page it names, with its entry current', async () => {
    await open('member', '/rng?member=transferFund');
    const dialog = await screen.findByRole('dialog', { name: 'Member centre' });
    const menu = within(dialog).getByRole('navigation', { name: 'Member centre' });
    expect(within(menu).getByRole('link', { name: 'My wallet' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(menu).getByRole('link', { name: 'Deposit' })).toHaveAttribute(
      'href',
      '/rng?member=depositv2',
    );
  });

  test('an unknown page opens the default, my account', async () => {
    await open('member', '/rng?member=nothing');
    const dialog = await screen.findByRole('dialog', { name: 'Member centre' });
    expect(within(dialog).getByRole('link', { name: 'My account' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('a visitor gets the login popup and the address drops the overlay', async () => {
    const { address } = await open('visitor', '/rng?member=depositv2');
    expect(await screen.findByRole('dialog', { name: /Log in/ })).toBeInTheDocument();
    await waitFor(() => expect(address()).toBe('/rng'));
    expect(screen.queryByRole('dialog', { name: 'Member centre' })).toBeNull();
  });

  test('a trial account is told a real account is needed', async () => {
    const { address } = await open('trial', '/rng?member=withdraw');
    expect(
      await screen.findByRole('alertdialog', { name: 'A real account is needed' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(address()).toBe('/rng'));
    expect(screen.queryByRole('dialog', { name: 'Member centre' })).toBeNull();
  });

  test('a brand without the member centre says so', async () => {
    const { address } = await open('member', '/rng?member=depositv2', false);
    expect(await screen.findByRole('alertdialog', { name: 'Not available' })).toBeInTheDocument();
    await waitFor(() => expect(address()).toBe('/rng'));
  });
});

describe('the header opens it', () => {
  test('Deposit opens the deposit page; closing goes back to the screen', async () => {
    const user = userEvent.setup();
    const { address } = await open('member', '/rng');
    await user.click(await screen.findByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(address()).toBe('/rng?member=depositv2'));
    const dialog = await screen.findByRole('dialog', { name: 'Member centre' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(address()).toBe('/rng'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Member centre' })).toBeNull());
  });

  test('without the member centre there is no Deposit or Withdraw', async () => {
    await open('member', '/rng', false);
    await screen.findByRole('button', { name: 'Account menu' });
    expect(screen.queryByRole('button', { name: 'Deposit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
  });

  test('a trial account has no Deposit or Withdraw either', async () => {
    await open('trial', '/rng');
    await screen.findByRole('button', { name: 'Account menu' });
    expect(screen.queryByRole('button', { name: 'Deposit' })).toBeNull();
  });
});
