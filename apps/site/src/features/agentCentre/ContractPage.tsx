import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ContractKind } from '@lobby/core';
import type { Contract } from '@lobby/api';
import {
  ContractList,
  ContractOfferCard,
  ContractOfferForm,
  ContractTierTable,
  PayoutHistory,
  type OfferAnswer,
} from '@lobby/ui';
import { errorMessage } from '../../data/errorMessages';
import { useQuery } from '../../data/useQuery';
import { useSetAtom } from '../../state/jotai';
import { useCurrencyProps } from '../memberCentre/useCurrencyProps';
import { StyledStack } from '../memberCentre/MemberCentrePage.styles';
import { downlineQuery } from './agentTeam.queries';
import {
  offerContractAtom,
  respondToContractAtom,
  terminateContractAtom,
} from './contracts.actions';
import { contractPayoutsQuery, contractPreviewQuery, contractsQuery } from './contracts.queries';
import { PageLoad } from '../memberCentre/PageLoad';

/**
 * A contract page (Dividend, Daily Salary, Hourly Salary, Real-Time Salary; doc 2 §2.4, §4.6): the
 * agent's own contract of the kind and its tiers, offers waiting for an answer with what they would
 * have paid, the offer form to a direct downline agent, the contracts given and every payout.
 */
function ContractPage({ kind }: { kind: ContractKind }) {
  const contracts = useQuery(contractsQuery(kind));
  return (
    <PageLoad result={contracts}>
      {({ held, given }) => {
        const own = held.find((contract) => contract.status === 'active') ?? null;
        const offers = held.filter((contract) => contract.status === 'pending');
        return (
          <StyledStack>
            {offers.map((offer) => (
              <Offer key={offer.id} offer={offer} />
            ))}
            <OwnContract kind={kind} own={own} />
            {own && <OfferForm kind={kind} ceilingBp={own.topRateBp} />}
            <Given contracts={given} />
            <Payouts kind={kind} scope="held" />
            {given.length > 0 && <Payouts kind={kind} scope="given" />}
            <ContractList scope="held" contracts={held.filter((c) => c.status !== 'pending')} />
          </StyledStack>
        );
      }}
    </PageLoad>
  );
}

function OwnContract({ kind, own }: { kind: ContractKind; own: Contract | null }) {
  const { t } = useLingui();
  const money = useCurrencyProps();
  if (own === null) return <p>{t`You hold no active contract of this kind.`}</p>;
  return <ContractTierTable kind={kind} period={own.period} tiers={own.tiers} {...money} />;
}

function Offer({ offer }: { offer: Contract }) {
  const { i18n } = useLingui();
  const money = useCurrencyProps();
  const preview = useQuery(contractPreviewQuery(offer.id));
  const respond = useSetAtom(respondToContractAtom);
  const [busy, setBusy] = useState<OfferAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const answer = async (accept: boolean, confirm: boolean) => {
    setBusy(accept ? 'accept' : 'reject');
    setError(null);
    try {
      await respond({ id: offer.id, accept, confirm });
    } catch (failure) {
      setError(errorMessage(i18n, failure));
      // The contracts below may have changed since the preview: ask it again.
      void preview.refetch();
    } finally {
      setBusy(null);
    }
  };
  const previewFailed = preview.failed;
  return (
    <ContractOfferCard
      offer={offer}
      preview={preview.data ?? null}
      previewLoading={preview.data === undefined && !previewFailed}
      previewError={previewFailed ? errorMessage(i18n, preview.error) : null}
      onPreviewRetry={() => void preview.refetch()}
      {...money}
      onAccept={(confirm) => answer(true, confirm)}
      onReject={() => answer(false, false)}
      busy={busy}
      error={error}
    />
  );
}

function OfferForm({ kind, ceilingBp }: { kind: ContractKind; ceilingBp: number }) {
  const { i18n, t } = useLingui();
  const money = useCurrencyProps();
  // Contracts go to direct downline agents: the first page of the direct downline holds them
  // for the sandbox's teams; a larger team's agents are found by the member list's own paging.
  const direct = useQuery(downlineQuery({ pageNo: 1 }));
  const offer = useSetAtom(offerContractAtom);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(0);
  return (
    <PageLoad result={direct}>
      {({ list }) => (
        <>
          <ContractOfferForm
            key={sent}
            kind={kind}
            members={list.filter((member) => member.isAgent)}
            ceilingBp={ceilingBp}
            {...money}
            error={error}
            onSubmit={async (request) => {
              setError(null);
              try {
                await offer(request);
                setSent((count) => count + 1);
              } catch (failure) {
                setError(errorMessage(i18n, failure));
              }
            }}
          />
          {sent > 0 && <p role="status">{t`The contract is offered. It starts once accepted.`}</p>}
        </>
      )}
    </PageLoad>
  );
}

function Given({ contracts }: { contracts: readonly Contract[] }) {
  const terminate = useSetAtom(terminateContractAtom);
  return (
    <ContractList
      scope="given"
      contracts={contracts}
      onTerminate={async (contract) => {
        await terminate(contract.id);
      }}
    />
  );
}

function Payouts({ kind, scope }: { kind: ContractKind; scope: 'held' | 'given' }) {
  const { i18n } = useLingui();
  const money = useCurrencyProps();
  const [page, setPage] = useState(1);
  const payouts = useQuery(contractPayoutsQuery({ kind, scope, pageNo: page }), {
    keepPrevious: true,
  });
  const failed = payouts.failed;
  return (
    <PayoutHistory
      kind={kind}
      rows={payouts.data?.list ?? []}
      showAccount={scope === 'given'}
      {...money}
      page={page}
      totalPages={Math.max(1, payouts.data?.totalPages ?? 1)}
      onPageChange={setPage}
      loading={payouts.data === undefined && !failed}
      error={failed ? errorMessage(i18n, payouts.error) : null}
      onRetry={() => void payouts.refetch()}
    />
  );
}

export const DividendPage = () => <ContractPage kind="dividend" />;
export const DailySalaryPage = () => <ContractPage kind="dailyWage" />;
export const HourlySalaryPage = () => <ContractPage kind="hourly" />;
export const RealtimeSalaryPage = () => <ContractPage kind="realtime" />;
