import { useId, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  LIMIT_PERIODS,
  LIMIT_TOOL,
  MONEY_LIMIT_KINDS,
  type LimitPeriod,
  type MoneyLimitKind,
  type ProtectionTool,
} from '@lobby/core';
import {
  StyledHeading,
  StyledMuted,
  StyledSubheading,
  StyledText,
} from '../../member/shared/shared.styles';
import type { MoneyLimitView } from '../shared/types';
import { useProtectionWords } from '../shared/words';
import { LimitCard } from './LimitCard';
import { StyledCards, StyledKind, StyledLimitsPanel } from './LimitsPanel.styles';

export interface LimitsPanelProps {
  /** Every limit the status gives (kind x period); a missing one shows as no limit. */
  limits: readonly MoneyLimitView[];
  /**
   * The market profile's tools: `depositLimits`, `lossLimits` and `wagerLimits` each show their
   * kind; the others are not this panel's.
   */
  tools: readonly ProtectionTool[];
  /** How long a higher limit, or a removal, waits. */
  coolingOffHours: number;
  /**
   * Saves one limit: an amount in minor units, or null to remove it. The card shows "Saving"
   * while the promise runs, then that it was saved; a rejection shows the `error` prop, else the
   * thrown Error's message, and keeps what was typed.
   */
  onSave: (
    kind: MoneyLimitKind,
    period: LimitPeriod,
    amount: number | null,
  ) => Promise<unknown> | void;
  /** The caller's message for the last failed save (its error catalogue). */
  error?: string | null | undefined;
  /** Currency symbol. @default 'P' */
  currency?: string;
  /** Time zone of the dates shown (IANA name). @default the browser's */
  timeZone?: string | undefined;
}

/** A limit the status left out (it sends all nine): shown as none, with no reset time. */
function noLimit(kind: MoneyLimitKind, period: LimitPeriod): MoneyLimitView {
  return { kind, period, amount: null, used: 0, resetsAt: '', pending: null };
}

/**
 * The money limits of the responsible-gaming page: for each kind the profile offers (deposit,
 * loss, wager), its daily, weekly and monthly limit with what is used and left, when it resets,
 * a change waiting for the cooling-off, and a field to set, lower, raise or remove it.
 */
export function LimitsPanel({
  limits,
  tools,
  coolingOffHours,
  onSave,
  error,
  currency = 'P',
  timeZone,
}: LimitsPanelProps) {
  const { t } = useLingui();
  const words = useProtectionWords();
  const headingId = useId();
  // The card that saved last: the caller's one `error` belongs to it.
  const [lastSaved, setLastSaved] = useState<string | null>(null);
  const kinds = MONEY_LIMIT_KINDS.filter((kind) => tools.includes(LIMIT_TOOL[kind]));
  const hours = coolingOffHours;
  if (kinds.length === 0) return null;

  return (
    <StyledLimitsPanel aria-labelledby={headingId}>
      <StyledHeading id={headingId}>{t`Limits`}</StyledHeading>
      <StyledText>
        {t`A lower limit applies at once; a higher one, or removing a limit, after ${hours} hours.`}
      </StyledText>
      {kinds.map((kind) => (
        <KindSection
          key={kind}
          kind={kind}
          title={words.kindTitle(kind)}
          rule={words.kindRule(kind)}
        >
          {LIMIT_PERIODS.map((period) => {
            const key = `${kind}-${period}`;
            const limit =
              limits.find((entry) => entry.kind === kind && entry.period === period) ??
              noLimit(kind, period);
            return (
              <LimitCard
                key={key}
                limit={limit}
                currency={currency}
                coolingOffHours={coolingOffHours}
                onSave={(amount) => onSave(kind, period, amount)}
                onSaveStart={() => setLastSaved(key)}
                error={lastSaved === key ? error : null}
                timeZone={timeZone}
              />
            );
          })}
        </KindSection>
      ))}
    </StyledLimitsPanel>
  );
}
LimitsPanel.displayName = 'LimitsPanel';

function KindSection({
  kind,
  title,
  rule,
  children,
}: {
  kind: MoneyLimitKind;
  title: string;
  rule: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <StyledKind aria-labelledby={headingId} data-kind={kind}>
      <StyledSubheading id={headingId}>{title}</StyledSubheading>
      <StyledMuted>{rule}</StyledMuted>
      <StyledCards>{children}</StyledCards>
    </StyledKind>
  );
}
