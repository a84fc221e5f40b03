import { describe, expect, it } from 'vitest';
import {
  agentCentreMenu,
  agentCentrePageOf,
  contractFlagsOf,
  withAgentCentrePage,
} from './agentCentre';

describe('agentCentreMenu', () => {
  it('shows the eight fixed entries and only the contract kinds the merchant enables', () => {
    const menu = agentCentreMenu(
      contractFlagsOf({ divtypereq: true, dailysalreqtype: false, realtimesalreqtype: true }),
    );
    expect(menu).toEqual([
      'agentAnnouncement',
      'agentTeamOverview',
      'registerCenter',
      'downlineManagmentView',
      'personalHistoryCopy',
      'palStatementsAgentCopy',
      'agentRevenueReport',
      'agentDownlineTransactionDetailsCopy',
      'agentDividendRecordCopy2',
      'agentRealtimeSalary',
    ]);
  });
});

describe('agentCentrePageOf', () => {
  it('opens the overview by default and a named page in any case', () => {
    expect(agentCentrePageOf('?agent=')).toBe('agentTeamOverview');
    expect(agentCentrePageOf('?agent=unknown')).toBe('agentTeamOverview');
    expect(agentCentrePageOf('?agent=AGENTHOURSALARY')).toBe('agentHourSalary');
    expect(agentCentrePageOf('?agent=agentHourSalary')).toBe('agentHourSalary');
    expect(agentCentrePageOf('?q=1')).toBeNull();
  });

  it('keeps the other parameters when it opens and closes', () => {
    expect(withAgentCentrePage('?brand=aurora', 'registerCenter')).toBe(
      '?brand=aurora&agent=registerCenter',
    );
    expect(withAgentCentrePage('?brand=aurora&agent=registerCenter', null)).toBe('?brand=aurora');
  });
});
