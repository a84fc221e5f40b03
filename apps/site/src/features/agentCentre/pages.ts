import type { AgentCentrePage } from '@lobby/core';
import { lazyComponent, type LazyComponent } from '../../app/lazyComponent';

/**
 * The agent centre's pages, each a chunk of its own (docs/quality.md: at most 50 kB brotli each),
 * fetched when the overlay shows it. The four contract pages share one module.
 */
export const AGENT_PAGE_COMPONENTS: Readonly<Record<AgentCentrePage, LazyComponent<object>>> = {
  agentAnnouncement: lazyComponent(() => import('./AnnouncementPage'), 'AnnouncementPage'),
  agentTeamOverview: lazyComponent(() => import('./OverviewPage'), 'OverviewPage'),
  registerCenter: lazyComponent(() => import('./AccountPage'), 'AccountPage'),
  downlineManagmentView: lazyComponent(() => import('./TeamManagementPage'), 'TeamManagementPage'),
  personalHistoryCopy: lazyComponent(() => import('./TeamBettingPage'), 'TeamBettingPage'),
  palStatementsAgentCopy: lazyComponent(() => import('./UserProfitPage'), 'UserProfitPage'),
  agentRevenueReport: lazyComponent(() => import('./IncomePage'), 'IncomePage'),
  agentDownlineTransactionDetailsCopy: lazyComponent(
    () => import('./TransactionDetailsPage'),
    'TransactionDetailsPage',
  ),
  agentDividendRecordCopy2: lazyComponent(() => import('./ContractPage'), 'DividendPage'),
  agentDailyWages2: lazyComponent(() => import('./ContractPage'), 'DailySalaryPage'),
  agentHourSalary: lazyComponent(() => import('./ContractPage'), 'HourlySalaryPage'),
  agentRealtimeSalary: lazyComponent(() => import('./ContractPage'), 'RealtimeSalaryPage'),
};
