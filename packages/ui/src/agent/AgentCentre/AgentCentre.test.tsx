import { describe, expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AGENT_CENTRE_PAGES, agentCentreMenu } from '@lobby/core';
import { render } from '../../test/render';
import { AgentCentre } from './AgentCentre';

const menu = () => screen.getByRole('navigation', { name: 'Agent' });

describe('AgentCentre', () => {
  test('the menu lists the twelve entries in the spec order and marks the page on screen', () => {
    render(
      <AgentCentre
        open
        onOpenChange={vi.fn()}
        pages={AGENT_CENTRE_PAGES}
        page="agentTeamOverview"
        onPageChange={vi.fn()}
      >
        <p>Overview content</p>
      </AgentCentre>,
    );
    const links = within(menu()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Announcement',
      'Overview',
      'Account',
      'Team management',
      'Team betting',
      'User profit and loss',
      'My income',
      'Transaction details',
      'Dividend',
      'Daily salary',
      'Hourly salary',
      'Real-time salary',
    ]);
    expect(links.filter((link) => link.getAttribute('aria-current') === 'page')).toEqual([
      links[1],
    ]);
    expect(screen.getByRole('region', { name: 'Overview' })).toHaveTextContent('Overview content');
    // The journeys find the open page by its own name, apart from the member centre's.
    expect(screen.getByRole('region', { name: 'Overview' })).toHaveAttribute(
      'data-ui',
      'AgentCentre.Page',
    );
  });

  test('contract pages the merchant leaves off are not entries', () => {
    const pages = agentCentreMenu({
      dividend: true,
      dailyWage: false,
      hourly: false,
      realtime: true,
    });
    render(
      <AgentCentre
        open
        onOpenChange={vi.fn()}
        pages={pages}
        page="agentTeamOverview"
        onPageChange={vi.fn()}
      >
        <p />
      </AgentCentre>,
    );
    const names = within(menu())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toHaveLength(10);
    expect(names).toContain('Dividend');
    expect(names).not.toContain('Daily salary');
  });

  test('an entry links to its ?agent= address and a click asks for its page', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(
      <AgentCentre
        open
        onOpenChange={vi.fn()}
        pages={AGENT_CENTRE_PAGES}
        page="agentTeamOverview"
        onPageChange={onPageChange}
      >
        <p />
      </AgentCentre>,
    );
    const income = within(menu()).getByRole('link', { name: 'My income' });
    expect(income).toHaveAttribute('href', '?agent=agentRevenueReport');
    await user.click(income);
    expect(onPageChange).toHaveBeenCalledWith('agentRevenueReport');
  });
});
