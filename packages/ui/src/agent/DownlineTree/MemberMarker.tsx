import { useLingui } from '@lingui/react/macro';
import { StatusBadge } from '../../components/StatusBadge';

/** Agent or player, in words (the colour only supports it). */
export function MemberMarker({ isAgent }: { isAgent: boolean }) {
  const { t } = useLingui();
  return isAgent ? (
    <StatusBadge tone="accent">{t`Agent`}</StatusBadge>
  ) : (
    <StatusBadge tone="neutral">{t`Player`}</StatusBadge>
  );
}
