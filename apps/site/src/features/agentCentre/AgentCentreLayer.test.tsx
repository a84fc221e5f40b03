import { describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AgentOverview, ContractFlagsAnswer } from '@lobby/api';
import { createSiteStore } from '../../app/siteStore';
import { setQueryData } from '../../data/query';
import { memberInfo } from '../../test/accounts';
import type { FakeEndpoints } from '../../test/fakeApi';
import { fakeApi } from '../../test/fakeApi';
import { renderInSite, sessionOf, storeFor } from '../../test/renderInSite';
import { AccountBarContainer } from '../account/AccountBarContainer';
import { AccountLayer } from '../account/AccountLayer';
import { memberQuery } from '../account/member.queries';
import { AgentCentreLayer } from './AgentCentreLayer';

const flags: ContractFlagsAnswer = {
  divtypereq: true,
  dailysalreqtype: false,
  contracthoursalreq: false,
  realtimesalreqtype: true,
};
const overview: AgentOverview = {
  period: 'today',
  from: 0,
  to: 1,
  teamSize: 14,
  directMembers: 6,
  newMembers: 1,
  activeMembers: 9,
  betAmount: 120_000,
  validBet: 118_000,
  profitLoss: -4_200,
  income: 1_180,
  deposits: 0,
  withdrawals: 0,
};
const endpoints: FakeEndpoints = {
  getContractFlags: () => Promise.resolve(flags),
  getAgentOverview: () => Promise.resolve(overview),
};

type Who = 'agent' | 'player' | 'trial' | 'visitor';

function store(who: Who) {
  const made =
    who === 'player'
      ? createSiteStore({ session: sessionOf('player7', 0), api: fakeApi(endpoints) })
      : storeFor(who === 'agent' ? 'member' : who, [], endpoints);
  if (who !== 'visitor') setQueryData(made.set, memberQuery, () => memberInfo('player7', 125_000));
  return made;
}

const open = (who: Who, path: string) =>
  renderInSite(
    <>
      <AccountBarContainer />
      <AccountLayer />
      <AgentCentreLayer />
    </>,
    { store: store(who), entries: ['/rng', path] },
  );

describe('the agent centre by address', () => {
  test('/agentHome opens the centre on the overview, with the contract kinds the merchant enables', async () => {
    await open('agent', '/agentHome');
    const dialog = await screen.findByRole('dialog', { name: 'Agent' });
    const menu = within(dialog).getByRole('navigation', { name: 'Agent' });
    // The menu renders once the merchant's contract flags have answered.
    expect(await within(menu).findByRole('link', { name: 'Overview' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(menu).getAllByRole('link')).toHaveLength(10);
    expect(within(menu).getByRole('link', { name: 'Dividend' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Daily salary' })).toBeNull();
    expect(await within(dialog).findByText('14')).toBeInTheDocument();
  });

  test('an address naming a contract kind the merchant does not enable opens the overview', async () => {
    const { address } = await open('agent', '/rng?agent=agentHourSalary');
    await waitFor(() => expect(address()).toBe('/rng?agent=agentTeamOverview'));
  });

  test('a player is told non-agents cannot log in, and the address drops the overlay', async () => {
    const { address } = await open('player', '/rng?agent=agentTeamOverview');
    expect(await screen.findByRole('alertdialog', { name: 'Agent centre' })).toHaveTextContent(
      'Non-agents cannot log in',
    );
    await waitFor(() => expect(address()).toBe('/rng'));
    expect(screen.queryByRole('dialog', { name: 'Agent' })).toBeNull();
  });

  test('a visitor gets the login popup; a trial account the real-account warning', async () => {
    const visitor = await open('visitor', '/rng?agent=registerCenter');
    expect(await screen.findByRole('dialog', { name: /Log in/ })).toBeInTheDocument();
    await waitFor(() => expect(visitor.address()).toBe('/rng'));
    visitor.unmount();
    await open('trial', '/rng?agent=registerCenter');
    expect(
      await screen.findByRole('alertdialog', { name: 'A real account is needed' }),
    ).toBeInTheDocument();
  });
});

describe('the drop menu opens it', () => {
  test('an agent has Agent center; a player has not', async () => {
    const user = userEvent.setup();
    const { address } = await open('agent', '/rng');
    await user.click(await screen.findByRole('button', { name: /^Account menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Agent center' }));
    await waitFor(() => expect(address()).toBe('/rng?agent=agentTeamOverview'));
  });

  test('a player’s drop menu has no Agent center', async () => {
    const user = userEvent.setup();
    await open('player', '/rng');
    await user.click(await screen.findByRole('button', { name: /^Account menu/ }));
    expect(await screen.findByRole('menuitem', { name: 'My Account' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Agent center' })).toBeNull();
  });
});
