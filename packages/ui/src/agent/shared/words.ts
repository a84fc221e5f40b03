import { useLingui } from '@lingui/react/macro';
import type { ContractKind, ContractPeriod, ContractStatus, PayoutStatus } from '@lobby/core';
import type { StatusTone } from '../../components/StatusBadge';
import type { ContractEndReason } from './types';

/** The translated words of the contracts: kinds, periods, statuses, end reasons, tiers. */
export function useContractWords() {
  const { t } = useLingui();
  return {
    kind(kind: ContractKind): string {
      switch (kind) {
        case 'dividend':
          return t`Dividend`;
        case 'dailyWage':
          return t`Daily salary`;
        case 'hourly':
          return t`Hourly salary`;
        case 'realtime':
          return t`Real-time salary`;
      }
    },
    /** What a kind's tier threshold is measured on, as a column header. */
    base(kind: ContractKind): string {
      switch (kind) {
        case 'dividend':
          return t`Period loss`;
        case 'dailyWage':
          return t`Daily valid bet`;
        case 'hourly':
          return t`Hourly bet amount`;
        case 'realtime':
          return t`Valid bet`;
      }
    },
    period(period: ContractPeriod): string {
      switch (period) {
        case 'D':
          return t`Daily`;
        case 'W':
          return t`Weekly`;
        case 'H':
          return t`Semimonthly`;
        case 'M':
          return t`Monthly`;
        case 'hour':
          return t`Hourly`;
        case '5min':
          return t`Every 5 minutes`;
      }
    },
    status(status: ContractStatus): string {
      switch (status) {
        case 'pending':
          return t`Offered`;
        case 'active':
          return t`Active`;
        case 'rejected':
          return t`Rejected`;
        case 'terminated':
          return t`Ended`;
      }
    },
    endReason(reason: ContractEndReason): string {
      switch (reason) {
        case 'terminated':
          return t`Terminated by the upline`;
        case 'replaced':
          return t`Replaced by a newer contract`;
        case 'lowerRate':
          return t`Ended by a lower-rate contract above`;
      }
    },
    payoutStatus(status: PayoutStatus): string {
      return status === 'paid' ? t`Paid` : t`Not qualified`;
    },
    /** A tier by its index (0 is "Tier 1"); null, no tier reached, is a dash. */
    tier(index: number | null): string {
      if (index === null) return '—';
      const number = index + 1;
      return t`Tier ${number}`;
    },
  };
}

export const CONTRACT_STATUS_TONES: Record<ContractStatus, StatusTone> = {
  pending: 'warning',
  active: 'success',
  rejected: 'neutral',
  terminated: 'neutral',
};

export const PAYOUT_STATUS_TONES: Record<PayoutStatus, StatusTone> = {
  paid: 'success',
  notQualified: 'neutral',
};
