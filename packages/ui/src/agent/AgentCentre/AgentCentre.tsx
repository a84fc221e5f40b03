import { useContractWords } from '../shared/words';
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { AGENT_CENTRE_PARAM, type AgentCentrePage } from '@lobby/core';
import { CentreOverlay } from '../../member/MemberCentre/CentreOverlay';

export interface AgentCentreProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu's entries, in the spec's order: core `agentCentreMenu` of the merchant's flags. */
  pages: readonly AgentCentrePage[];
  /** The page on screen; its entry is highlighted (`aria-current`). */
  page: AgentCentrePage;
  onPageChange: (page: AgentCentrePage) => void;
  /**
   * The address of an entry's page: entries are links, so one opens in a new tab or is copied.
   * A plain click stays in the overlay and calls `onPageChange`. @default `?agent=<page>`
   */
  hrefFor?: (page: AgentCentrePage) => string;
  /** The menu renders only once loaded (doc 2 §2.4): placeholder entries until then. */
  menuLoading?: boolean;
  /** The page's content. */
  children: ReactNode;
}

/** The agent centre entries' names (doc 2 §2.4). */
export function useAgentCentreLabel(): (page: AgentCentrePage) => string {
  const { t } = useLingui();
  const words = useContractWords();
  const labels: Record<AgentCentrePage, string> = {
    agentAnnouncement: t`Announcement`,
    agentTeamOverview: t`Overview`,
    registerCenter: t`Account`,
    downlineManagmentView: t`Team management`,
    personalHistoryCopy: t`Team betting`,
    palStatementsAgentCopy: t`User profit and loss`,
    agentRevenueReport: t`My income`,
    agentDownlineTransactionDetailsCopy: t`Transaction details`,
    agentDividendRecordCopy2: words.kind('dividend'),
    agentDailyWages2: words.kind('dailyWage'),
    agentHourSalary: words.kind('hourly'),
    agentRealtimeSalary: words.kind('realtime'),
  };
  return (page) => labels[page];
}

/**
 * The agent centre (doc 2 §2.4): the agent's pages in the centre overlay the member centre uses,
 * its menu headed "Agent". Which contract pages are entries is the caller's (the merchant's
 * flags through core `agentCentreMenu`); this unit shows what it is given.
 */
export function AgentCentre({
  open,
  onOpenChange,
  pages,
  page,
  onPageChange,
  hrefFor,
  menuLoading = false,
  children,
}: AgentCentreProps) {
  const { t } = useLingui();
  const labelOf = useAgentCentreLabel();
  return (
    <CentreOverlay
      ui="AgentCentre"
      title={t`Agent`}
      open={open}
      onOpenChange={onOpenChange}
      pages={pages}
      page={page}
      onPageChange={onPageChange}
      labelOf={labelOf}
      hrefOf={(entry) => hrefFor?.(entry) ?? `?${AGENT_CENTRE_PARAM}=${entry}`}
      menuLoading={menuLoading}
    >
      {children}
    </CentreOverlay>
  );
}
AgentCentre.displayName = 'AgentCentre';
