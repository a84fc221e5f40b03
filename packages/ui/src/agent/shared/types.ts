import type {
  ContractKind,
  ContractPeriod,
  ContractStatus,
  ContractTier,
  PayoutStatus,
} from '@lobby/core';

/*
 * The shapes the agent centre's contract calls answer (the shared contract of issue 26), as the
 * units take them: times are epoch ms, money integer minor units, rates basis points.
 */

export type ContractEndReason = 'terminated' | 'replaced' | 'lowerRate';

export interface Contract {
  id: number;
  kind: ContractKind;
  period: ContractPeriod;
  tiers: readonly ContractTier[];
  status: ContractStatus;
  topRateBp: number;
  /** Who offered it; null when the operator gave it. */
  uplineAccount: string | null;
  downlineId: number;
  downlineAccount: string;
  offeredAt: number;
  decidedAt: number | null;
  endedAt: number | null;
  endReason: ContractEndReason | null;
}

/** What a contract paid, or would pay, for one period. */
export interface PeriodPay {
  /** Index of the tier reached; null when none is. */
  tier: number | null;
  rateBp: number;
  amount: number;
}

/** One past period of the what-if preview of an offer. */
export interface PreviewPeriod {
  from: number;
  /** Exclusive. */
  to: number;
  validBet: number;
  profitLoss: number;
  activeMembers: number;
  offered: PeriodPay;
  /** What the member's active contract of the kind paid; null when there is none. */
  current: PeriodPay | null;
}

/** A contract the lower-rate rule would end. */
export interface EndedDownlineContract {
  id: number;
  account: string;
  topRateBp: number;
}

export interface ContractPreview {
  /** The last whole periods, oldest first. */
  periods: readonly PreviewPeriod[];
  endsDownline: readonly EndedDownlineContract[];
}

/** One settled period of a contract. */
export interface ContractPayout {
  id: number;
  contractId: number;
  kind: ContractKind;
  /** The downline member paid. */
  account: string;
  from: number;
  /** Exclusive. */
  to: number;
  validBet: number;
  profitLoss: number;
  activeMembers: number;
  base: number;
  tier: number | null;
  rateBp: number;
  amount: number;
  status: PayoutStatus;
  settledAt: number;
}
