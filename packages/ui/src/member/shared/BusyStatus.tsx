import { useLingui } from '@lingui/react/macro';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';

export interface BusyStatusProps {
  /** True while the caller's request runs. */
  busy: boolean;
}

/** A polite status that says a request is on its way; it stays mounted so the change is read. */
export function BusyStatus({ busy }: BusyStatusProps) {
  const { t } = useLingui();
  return <VisuallyHidden role="status">{busy ? t`Sending, please wait` : ''}</VisuallyHidden>;
}
BusyStatus.displayName = 'Member.BusyStatus';
