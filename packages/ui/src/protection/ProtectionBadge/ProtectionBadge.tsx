import { useLingui } from '@lingui/react/macro';
import type { ProtectionState } from '@lobby/core';
import { StatusBadge, type StatusTone } from '../../components/StatusBadge';

export interface ProtectionBadgeProps {
  /** What the member has on: limits, a time-out, a self-exclusion, or nothing (no badge). */
  state: ProtectionState;
}

const TONE: Record<Exclude<ProtectionState, 'none'>, StatusTone> = {
  limits: 'neutral',
  timeOut: 'warning',
  excluded: 'warning',
};

/**
 * A team member's protection status for their agent, in calm words and without amounts: "Limits
 * set", "On a time-out", "Self-excluded". A member with none shows nothing.
 */
export function ProtectionBadge({ state }: ProtectionBadgeProps) {
  const { t } = useLingui();
  if (state === 'none') return null;
  const words: Record<Exclude<ProtectionState, 'none'>, string> = {
    limits: t`Limits set`,
    timeOut: t`On a time-out`,
    excluded: t`Self-excluded`,
  };
  return (
    <StatusBadge tone={TONE[state]} data-protection={state}>
      {words[state]}
    </StatusBadge>
  );
}
ProtectionBadge.displayName = 'ProtectionBadge';
