import { formatRate } from '../shared/rate';
import { useContractWords } from '../shared/words';
import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ContractKind, ContractStatus, ProtectionState } from '@lobby/core';
import { Button } from '../../components/Button';
import { Money } from '../../components/Money';
import { Skeleton } from '../../components/Skeleton';
import { RecordProblem } from '../../member/shared/RecordProblem';
import { formatDateTime } from '../../member/shared/formatDateTime';
import {
  StyledActions,
  StyledFacts,
  StyledHeading,
  StyledMuted,
  StyledSubheading,
} from '../../member/shared/shared.styles';
import { SignedMoney } from '../../member/shared/SignedMoney';
import { useThemeScope } from '../../theme/ThemeContext';
import { ProtectionBadge } from '../../protection/ProtectionBadge';
import { MemberMarker } from '../DownlineTree/MemberMarker';
import {
  DownlineTransferForm,
  type DownlineTransferFormProps,
} from '../DownlineTransferForm/DownlineTransferForm';
import { StyledContracts, StyledDownlineDetail, StyledTitle } from './DownlineDetail.styles';

/** A contract the agent gave this member. */
export interface GivenContract {
  id: number;
  kind: ContractKind;
  status: ContractStatus;
  /** The best tier's rate, basis points. */
  topRateBp: number;
}

/** A member of the team as AGENT_member answers it (money in minor units, times in epoch ms). */
export interface DownlineMemberDetail {
  id: number;
  account: string;
  nickname: string;
  isAgent: boolean;
  type: number;
  depth: number;
  uplineAccount: string;
  /** The member's own rebate rate, basis points; null: the merchant's rate applies. */
  rebateBp: number | null;
  balance: number;
  teamSize: number;
  directCount: number;
  createdAt: number;
  lastLoginAt: number | null;
  monthValidBet: number;
  monthProfitLoss: number;
  contracts: readonly GivenContract[];
  /** Limits set, on a time-out or self-excluded (never an amount); absent where not said. */
  protection?: ProtectionState | undefined;
}

/** What the inline transfer needs; the recipient is the member on the card. */
export type DownlineDetailTransfer = Omit<DownlineTransferFormProps, 'account' | 'onCancel'>;

export interface DownlineDetailProps {
  /** Null while the member loads. */
  member: DownlineMemberDetail | null;
  /** The member could not be loaded: the message, with a retry. */
  error?: string | null | undefined;
  onRetry?: () => void;
  /** @default 'P' */
  currency?: string;
  /** The transfer to this member, shown inline once Transfer is pressed. */
  transfer: DownlineDetailTransfer;
}

/**
 * A team member's card (doc 2 §2.4 team management): who it is and where it sits, its rebate,
 * balance and team, this month's valid bet and profit and loss, the contracts the agent gave it,
 * and Transfer, which opens the transfer form in the card.
 */
export function DownlineDetail({
  member,
  error,
  onRetry,
  currency = 'P',
  transfer,
}: DownlineDetailProps) {
  const { t } = useLingui();
  const { lang } = useThemeScope();
  const headingId = useId();
  const [transferring, setTransferring] = useState<number | null>(null);
  const words = useContractWords();
  const percent = (bp: number) => formatRate(bp, lang);
  const when = (ms: number) => formatDateTime(new Date(ms).toISOString(), lang);

  if (error) {
    return (
      <StyledDownlineDetail aria-label={t`Member`}>
        <RecordProblem message={error} onRetry={onRetry} />
      </StyledDownlineDetail>
    );
  }
  if (member === null) {
    return (
      <StyledDownlineDetail aria-label={t`Member`} aria-busy="true">
        <Skeleton variant="text" lines={6} />
      </StyledDownlineDetail>
    );
  }

  // The form belongs to the member it was opened for: selecting another closes it.
  const formOpen = transferring === member.id;
  const level = member.depth;
  return (
    <StyledDownlineDetail aria-labelledby={headingId}>
      <StyledTitle>
        <StyledHeading id={headingId} dir="auto">
          {member.account}
        </StyledHeading>
        <MemberMarker isAgent={member.isAgent} />
        {member.protection && <ProtectionBadge state={member.protection} />}
      </StyledTitle>
      <StyledFacts>
        <dt>{t`Nickname`}</dt>
        <dd dir="auto">{member.nickname || '—'}</dd>
        <dt>{t`Upline`}</dt>
        <dd dir="auto">{member.uplineAccount}</dd>
        <dt>{t`Level`}</dt>
        <dd>{level === 1 ? t`Direct member` : t`Level ${level}`}</dd>
        <dt>{t`Rebate`}</dt>
        <dd>{member.rebateBp === null ? t`The site's rate` : percent(member.rebateBp)}</dd>
        <dt>{t`Balance`}</dt>
        <dd>
          <Money amount={member.balance} currency={currency} />
        </dd>
        <dt>{t`Team size`}</dt>
        <dd>{member.teamSize.toLocaleString(lang)}</dd>
        <dt>{t`Valid bet this month`}</dt>
        <dd>
          <Money amount={member.monthValidBet} currency={currency} />
        </dd>
        <dt>{t`Profit and loss this month`}</dt>
        <dd>
          <SignedMoney amount={member.monthProfitLoss} currency={currency} />
        </dd>
        <dt>{t`Registered`}</dt>
        <dd>{when(member.createdAt)}</dd>
        <dt>{t`Last login`}</dt>
        <dd>{member.lastLoginAt === null ? t`Never` : when(member.lastLoginAt)}</dd>
      </StyledFacts>
      <StyledSubheading>{t`Contracts you gave`}</StyledSubheading>
      {member.contracts.length === 0 ? (
        <StyledMuted>{t`No contracts given to this member.`}</StyledMuted>
      ) : (
        <StyledContracts>
          {member.contracts.map((contract) => (
            <li key={contract.id}>
              <span>{words.kind(contract.kind)}</span>
              <span>{words.status(contract.status)}</span>
              <span>{t`Up to ${percent(contract.topRateBp)}`}</span>
            </li>
          ))}
        </StyledContracts>
      )}
      {formOpen ? (
        <DownlineTransferForm
          {...transfer}
          account={member.account}
          currency={transfer.currency ?? currency}
          onCancel={() => setTransferring(null)}
        />
      ) : (
        <StyledActions>
          <Button onClick={() => setTransferring(member.id)}>{t`Transfer`}</Button>
        </StyledActions>
      )}
    </StyledDownlineDetail>
  );
}
DownlineDetail.displayName = 'DownlineDetail';
