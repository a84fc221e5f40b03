import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '@lobby/core';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { Money } from '../../components/Money';
import { StatusBadge } from '../../components/StatusBadge';
import { useThemeScope } from '../../theme/ThemeContext';
import { StyledPanel, StyledHeading, StyledSubheading, StyledText } from '../shared/shared.styles';
import { StyledFill, StyledLevel, StyledTrack } from './PlayerRankCard.styles';

export interface PlayerLevel {
  level: number;
  /** The merchant's name for it. */
  name: string;
  /** The lifetime valid bet that reaches it, minor units. */
  minValidBet: number;
  /** Extra rebate, in hundredths of a percentage point (25 = +0.25%). */
  rebateBonusPoints: number;
  dailyWithdrawals: number;
}

export interface PlayerRankCardProps {
  /** The member's lifetime valid bet, minor units. */
  validBet: number;
  level: PlayerLevel;
  /** null at the top level. */
  next: PlayerLevel | null;
  /** Valid bet still needed for `next`, minor units. */
  remaining: number;
  /** 0 to 1 from this level's threshold to the next's. */
  progress: number;
  /** Every level of the brand, lowest first. */
  levels: readonly PlayerLevel[];
  /** Currency symbol. @default 'P' */
  currency?: string;
}

/** Hundredths of a percentage point as "+0.25%" (the sign says it is on top of the base rate). */
function extraRebate(points: number, lang: string | undefined): string {
  const percent = (points / 100).toLocaleString(lang, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `+${percent}%`;
}

/**
 * The player rank (doc 2 §2.3 playerRank): the member's level, their lifetime valid bet and the
 * progress to the next level, and what every level gives. The server computes the level.
 */
export function PlayerRankCard({
  validBet,
  level,
  next,
  remaining,
  progress,
  levels,
  currency = 'P',
}: PlayerRankCardProps) {
  const { t } = useLingui();
  const { lang } = useThemeScope();
  const headingId = useId();
  const progressId = useId();
  const percent = Math.round(Math.min(1, Math.max(0, progress)) * 100);
  const levelNumber = level.level;
  const levelName = level.name;
  const needed = formatMoney(remaining, { symbol: currency });
  const nextName = next?.name ?? '';

  const columns: DataTableColumn<PlayerLevel>[] = [
    {
      id: 'level',
      header: t`Level`,
      cell: (row) =>
        row.level === level.level ? (
          <>
            {row.level} <StatusBadge tone="accent">{t`Your level`}</StatusBadge>
          </>
        ) : (
          row.level
        ),
    },
    { id: 'name', header: t`Name`, cell: (row) => row.name },
    {
      id: 'minValidBet',
      header: t`Valid bet from`,
      align: 'end',
      cell: (row) => <Money amount={row.minValidBet} currency={currency} />,
    },
    {
      id: 'rebateBonusPoints',
      header: t`Extra rebate`,
      align: 'end',
      cell: (row) => extraRebate(row.rebateBonusPoints, lang),
    },
    {
      id: 'dailyWithdrawals',
      header: t`Withdrawals a day`,
      align: 'end',
      cell: (row) => row.dailyWithdrawals.toLocaleString(lang),
    },
  ];

  return (
    <StyledPanel aria-labelledby={headingId}>
      <StyledHeading id={headingId}>{t`Player rank`}</StyledHeading>
      <StyledLevel>{t`Level ${levelNumber} · ${levelName}`}</StyledLevel>
      <StyledText>
        {t`Your valid bet so far:`} <Money amount={validBet} currency={currency} />
      </StyledText>
      <StyledText id={progressId}>
        {next
          ? t`${needed} more valid bet to reach ${nextName}.`
          : t`You have reached the top level.`}
      </StyledText>
      <StyledTrack
        role="progressbar"
        aria-labelledby={progressId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
      >
        <StyledFill style={{ inlineSize: `${percent}%` }} />
      </StyledTrack>
      <StyledSubheading>{t`What each level gives`}</StyledSubheading>
      <DataTable
        caption={t`Levels`}
        hideCaption
        columns={columns}
        rows={levels}
        getRowKey={(row) => row.level}
      />
    </StyledPanel>
  );
}
PlayerRankCard.displayName = 'PlayerRankCard';
