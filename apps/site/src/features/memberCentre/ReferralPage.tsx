import { useLingui } from '@lingui/react/macro';
import { ReferralPanel } from '@lobby/ui';
import { errorMessage } from '../../data/errorMessages';
import { useQuery } from '../../data/useQuery';
import { referralQuery } from './messages.queries';
import { useCurrencyProps } from './useCurrencyProps';

/**
 * The register address that carries a referral code: the registration dialog reads `referralCode`
 * from the address and sends it with the registration (RegisterDialogContainer).
 */
export function referralLink(origin: string, code: string): string {
  const url = new URL('/register', origin);
  url.searchParams.set('referralCode', code);
  return url.toString();
}

/** Invite friends (referral): the member's link and QR code, the friends, what they earned. */
export function ReferralPage() {
  const { i18n } = useLingui();
  const money = useCurrencyProps();
  const info = useQuery(referralQuery);
  const failed = info.failed;
  const data = info.data;
  return (
    <ReferralPanel
      link={data ? referralLink(window.location.origin, data.code) : null}
      friends={data?.friends ?? []}
      friendCount={data?.friendCount ?? 0}
      totalEarned={data?.totalEarned ?? 0}
      rateBp={data?.rateBp ?? 0}
      cap={data?.cap ?? 0}
      {...money}
      loading={data === undefined && !failed}
      error={failed ? errorMessage(i18n, info.error) : null}
      onRetry={() => void info.refetch()}
    />
  );
}
