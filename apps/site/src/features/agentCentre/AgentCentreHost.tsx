import { Suspense, useEffect } from 'react';
import {
  DEFAULT_AGENT_CENTRE_PAGE,
  agentCentreMenu,
  contractFlagsOf,
  type AgentCentrePage,
} from '@lobby/core';
import { AgentCentre, Skeleton } from '@lobby/ui';
import { RouteErrorBoundary } from '../../app/RouteErrorBoundary';
import { useQuery } from '../../data/useQuery';
import { useDeferredMessages } from '../preferences/useDeferredMessages';
import { contractFlagsQuery } from './contracts.queries';
import { AGENT_PAGE_COMPONENTS } from './pages';
import { useAgentCentre } from './useAgentCentre';

/**
 * The agent centre's overlay (a chunk of its own) around the page the address names (doc 2 §2.4).
 * Its menu is the eight fixed entries and the contract kinds the merchant enables, so it renders
 * once the contract flags have answered; an address naming a contract page the merchant does not
 * enable opens the overview instead.
 */
export function AgentCentreHost({ page }: { page: AgentCentrePage }) {
  useDeferredMessages();
  const { open, close, hrefFor } = useAgentCentre();
  const flags = useQuery(contractFlagsQuery);
  // Flags that cannot be had leave the eight fixed entries: the contract pages say why themselves.
  const flagsFailed = flags.failed;
  const menu = flags.data
    ? agentCentreMenu(contractFlagsOf(flags.data))
    : flagsFailed
      ? agentCentreMenu(contractFlagsOf({}))
      : null;
  const shown = menu === null || menu.includes(page) ? page : DEFAULT_AGENT_CENTRE_PAGE;

  useEffect(() => {
    if (shown !== page) open(shown);
  }, [shown, page, open]);

  const Page = AGENT_PAGE_COMPONENTS[shown];
  return (
    <AgentCentre
      open
      onOpenChange={(next) => {
        if (!next) close();
      }}
      pages={menu ?? []}
      page={shown}
      onPageChange={open}
      hrefFor={hrefFor}
      menuLoading={menu === null}
    >
      <RouteErrorBoundary resetKey={shown}>
        <Suspense fallback={<Skeleton variant="text" lines={6} />}>
          <Page />
        </Suspense>
      </RouteErrorBoundary>
    </AgentCentre>
  );
}
