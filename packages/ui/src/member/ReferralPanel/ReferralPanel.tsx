import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '@lobby/core';
import { Button } from '../../components/Button';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { Money } from '../../components/Money';
import { useThemeScope } from '../../theme/ThemeContext';
import { formatDateTime } from '../shared/formatDateTime';
import { StyledHeading, StyledText } from '../shared/shared.styles';
import { LinkShare } from './LinkShare';
import { StyledProblem, StyledReferralPanel, StyledStats } from './ReferralPanel.styles';

export interface ReferralFriendRow {
  /** Masked by the server. */
  account: string;
  /** ISO date-time. */
  registeredAt: string;
  /** What the friend has earned the member, minor units. */
  earned: number;
}

export interface ReferralPanelProps {
  /** The register address with the member's code; null while it loads. */
  link: string | null;
  friends: readonly ReferralFriendRow[];
  /** Every friend (the list shows the newest). */
  friendCount: number;
  /** Minor units. */
  totalEarned: number;
  /** The brand's rate on a friend's first deposit, basis points (1000 = 10%). */
  rateBp: number;
  /** The most one friend earns, minor units. */
  cap: number;
  /** @default 'P' */
  currency?: string;
  /** @default false */
  loading?: boolean;
  /** The page could not be loaded: the message replaces it, with a retry. */
  error?: string | null | undefined;
  onRetry?: () => void;
  /**
   * Copies the link. @default the browser's clipboard
   */
  copy?: (text: string) => Promise<void>;
}

const clipboardCopy = (text: string) => navigator.clipboard.writeText(text);

/**
 * Invite friends (doc 2 §2.3 referral): the member's referral link with a copy button and its QR
 * code, what a friend earns the member, and the friends who registered with the link.
 */
export function ReferralPanel({
  link,
  friends,
  friendCount,
  totalEarned,
  rateBp,
  cap,
  currency = 'P',
  loading = false,
  error,
  onRetry,
  copy = clipboardCopy,
}: ReferralPanelProps) {
  const { t } = useLingui();
  const { lang } = useThemeScope();
  const headingId = useId();
  const rate = `${(rateBp / 100).toLocaleString(lang)}%`;
  const capText = formatMoney(cap, { symbol: currency });

  const columns: DataTableColumn<ReferralFriendRow>[] = [
    { id: 'account', header: t`Friend`, cell: (row) => row.account, sortable: true },
    {
      id: 'registeredAt',
      header: t`Registered`,
      cell: (row) => formatDateTime(row.registeredAt, lang),
      sortable: true,
    },
    {
      id: 'earned',
      header: t`Earned`,
      align: 'end',
      cell: (row) => <Money amount={row.earned} currency={currency} />,
      sortable: true,
    },
  ];

  return (
    <StyledReferralPanel aria-labelledby={headingId}>
      <StyledHeading id={headingId}>{t`Invite friends`}</StyledHeading>
      {error ? (
        <StyledProblem>
          <StyledText role="alert">{error}</StyledText>
          {onRetry && <Button onClick={onRetry}>{t`Retry`}</Button>}
        </StyledProblem>
      ) : (
        <>
          <LinkShare
            link={link}
            loading={loading}
            fieldLabel={t`Your referral link`}
            qrLabel={t`QR code of your referral link`}
            copy={copy}
          >
            <StyledText>
              {t`Share your link. When a friend registers with it and makes a first deposit, you earn ${rate} of it, up to ${capText}.`}
            </StyledText>
          </LinkShare>
          <StyledStats>
            <div>
              <dt>{t`Friends invited`}</dt>
              <dd>{friendCount}</dd>
            </div>
            <div>
              <dt>{t`Total earned`}</dt>
              <dd>
                <Money amount={totalEarned} currency={currency} />
              </dd>
            </div>
          </StyledStats>
          <DataTable
            caption={t`Friends who registered with your link`}
            columns={columns}
            rows={friends}
            getRowKey={(row, index) => `${row.account}-${row.registeredAt}-${index}`}
            loading={loading}
            emptyTitle={t`No friends yet`}
            emptyDescription={t`Friends who register with your link appear here.`}
          />
        </>
      )}
    </StyledReferralPanel>
  );
}
ReferralPanel.displayName = 'ReferralPanel';
