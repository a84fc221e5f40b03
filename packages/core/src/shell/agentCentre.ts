import { CONTRACT_KIND_FLAGS, type ContractKind } from '../agent/contracts';
import { overlayPageOf, withOverlayPage } from './overlayAddress';

/**
 * The agent centre overlay (doc 2 §2.4): its menu in the spec's order, named by the target page,
 * and which contract kind each of the last four entries needs the merchant to enable. Like the
 * member centre, the open page is a search parameter of the current screen (`?agent=<page>`).
 */
export const AGENT_CENTRE_PAGES = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
] as const;
export type AgentCentrePage = (typeof AGENT_CENTRE_PAGES)[number];

export const DEFAULT_AGENT_CENTRE_PAGE: AgentCentrePage = 'agentTeamOverview';

/** The search parameter whose value names the open page. */
export const AGENT_CENTRE_PARAM = 'agent';

/** The contract pages, each shown only where the merchant enables its kind. */
export const CONTRACT_PAGE_KINDS = {
  agentDividendRecordCopy2: 'dividend',
  agentDailyWages2: 'dailyWage',
  agentHourSalary: 'hourly',
  agentRealtimeSalary: 'realtime',
} as const satisfies Partial<Record<AgentCentrePage, ContractKind>>;

export type ContractFlags = Readonly<Record<ContractKind, boolean>>;

/** The menu's entries for a merchant: the eight always shown, and the contract kinds it enables. */
export function agentCentreMenu(enabled: ContractFlags): AgentCentrePage[] {
  return AGENT_CENTRE_PAGES.filter((page) => {
    const kind = (CONTRACT_PAGE_KINDS as Partial<Record<AgentCentrePage, ContractKind>>)[page];
    return kind === undefined || enabled[kind];
  });
}

/** The contract kind a contract page shows, or null for the eight other pages. */
export function contractKindOfPage(page: AgentCentrePage): ContractKind | null {
  return (CONTRACT_PAGE_KINDS as Partial<Record<AgentCentrePage, ContractKind>>)[page] ?? null;
}

/** The merchant's switches from the spec's flag names (`{ divtypereq: true, ... }`). */
export function contractFlagsOf(
  flags: Readonly<Record<string, boolean | undefined>>,
): ContractFlags {
  return {
    dividend: flags[CONTRACT_KIND_FLAGS.dividend] === true,
    dailyWage: flags[CONTRACT_KIND_FLAGS.dailyWage] === true,
    hourly: flags[CONTRACT_KIND_FLAGS.hourly] === true,
    realtime: flags[CONTRACT_KIND_FLAGS.realtime] === true,
  };
}

/** The page a search string asks for (see overlayPageOf): null when the overlay is not asked for. */
export function agentCentrePageOf(
  search: string,
  available: readonly AgentCentrePage[] = AGENT_CENTRE_PAGES,
): AgentCentrePage | null {
  return overlayPageOf(search, AGENT_CENTRE_PARAM, available, DEFAULT_AGENT_CENTRE_PAGE);
}

/** `search` with the agent centre open on `page` (null: closed), every other parameter kept. */
export function withAgentCentrePage(search: string, page: AgentCentrePage | null): string {
  return withOverlayPage(search, AGENT_CENTRE_PARAM, page);
}
