import { Suspense } from 'react';
import type { MemberCentrePage } from '@lobby/core';
import { MemberCentre, Skeleton, type MemberCentreCounts } from '@lobby/ui';
import { RouteErrorBoundary } from '../../app/RouteErrorBoundary';
import { useQuery } from '../../data/useQuery';
import { memberQuery } from '../account/member.queries';
import { useDeferredMessages } from '../preferences/useDeferredMessages';
import { unreadCountQuery } from './messages.queries';
import { MEMBER_CENTRE_SITE_PAGES, PAGE_COMPONENTS } from './pages';
import { useMemberCentre } from './useMemberCentre';

/**
 * The member centre's overlay (a chunk of its own) around the page the address names, whose code
 * is a chunk of its own too. The menu shows once the member info has answered (doc 2 §2.3).
 */
export function MemberCentreHost({
  page,
  counts,
}: {
  page: MemberCentrePage;
  /** The red badges of rewards and missions to claim (MemberCentreLayer gathers them). */
  counts?: MemberCentreCounts;
}) {
  useDeferredMessages();
  const { open, close, hrefFor } = useMemberCentre();
  const member = useQuery(memberQuery);
  const Page = PAGE_COMPONENTS[page];
  // Kept fresh by InboxWatch; read here without asking again.
  const unread = useQuery(unreadCountQuery, { enabled: false }).data?.count ?? 0;
  return (
    <MemberCentre
      open
      onOpenChange={(next) => {
        if (!next) close();
      }}
      pages={MEMBER_CENTRE_SITE_PAGES}
      page={page}
      onPageChange={open}
      hrefFor={hrefFor}
      menuLoading={member.data === undefined}
      counts={{ ...counts, messageV2: unread }}
    >
      {/* A page that fails (its chunk did not arrive) says so inside the overlay; the next page
          tries again. */}
      <RouteErrorBoundary resetKey={page}>
        <Suspense fallback={<Skeleton variant="text" lines={6} />}>
          {Page ? <Page /> : null}
        </Suspense>
      </RouteErrorBoundary>
    </MemberCentre>
  );
}
