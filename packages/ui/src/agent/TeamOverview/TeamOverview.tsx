import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Money } from '../../components/Money';
import { Radio, RadioGroup } from '../../components/Radio';
import { Skeleton } from '../../components/Skeleton';
import { RecordProblem } from '../../member/shared/RecordProblem';
import { StyledHeading } from '../../member/shared/shared.styles';
import { SignedMoney } from '../../member/shared/SignedMoney';
import { useThemeScope } from '../../theme/ThemeContext';
import { StyledTeamOverview, StyledTiles } from './TeamOverview.styles';

/** The spans the overview sums over (AGENT_overview's `period`). */
export const TEAM_OVERVIEW_PERIODS = ['today', 'yesterday', 'week', 'month'] as const;
export type TeamOverviewPeriod = (typeof TEAM_OVERVIEW_PERIODS)[number];

/** The team's figures over the period, as AGENT_overview answers them (money in minor units). */
export interface TeamOverviewFigures {
  teamSize: number;
  directMembers: number;
  newMembers: number;
  activeMembers: number;
  betAmount: number;
  validBet: number;
  /** The players' profit and loss: win - stake, negative when the team lost. */
  profitLoss: number;
  /** Contract payouts the agent received in the period. */
  income: number;
  deposits: number;
  withdrawals: number;
}

export interface TeamOverviewProps {
  period: TeamOverviewPeriod;
  onPeriodChange: (period: TeamOverviewPeriod) => void;
  /** Null until the first answer. */
  figures: TeamOverviewFigures | null;
  /** A new period's figures are on their way: the tiles show placeholders. @default false */
  loading?: boolean;
  /** The figures could not be loaded: the message replaces the tiles, with a retry. */
  error?: string | null | undefined;
  onRetry?: () => void;
  /** @default 'P' */
  currency?: string;
}

type Tile = { key: keyof TeamOverviewFigures; label: string; kind: 'count' | 'money' | 'signed' };

/**
 * The agent's overview (doc 2 §2.4 agentTeamOverview, the /agentHome landing page): a period
 * picker and the team's figures over it. The picker is a radio group, so arrow keys choose a
 * period and a screen reader hears which one is on.
 */
export function TeamOverview({
  period,
  onPeriodChange,
  figures,
  loading = false,
  error,
  onRetry,
  currency = 'P',
}: TeamOverviewProps) {
  const { t } = useLingui();
  const { lang } = useThemeScope();
  const headingId = useId();
  const periods: Record<TeamOverviewPeriod, string> = {
    today: t`Today`,
    yesterday: t`Yesterday`,
    week: t`This week`,
    month: t`This month`,
  };
  const tiles: Tile[] = [
    { key: 'teamSize', label: t`Team size`, kind: 'count' },
    { key: 'directMembers', label: t`Direct members`, kind: 'count' },
    { key: 'newMembers', label: t`New members`, kind: 'count' },
    { key: 'activeMembers', label: t`Active members`, kind: 'count' },
    { key: 'betAmount', label: t`Bet amount`, kind: 'money' },
    { key: 'validBet', label: t`Valid bet`, kind: 'money' },
    { key: 'profitLoss', label: t`Profit and loss`, kind: 'signed' },
    { key: 'income', label: t`Income`, kind: 'money' },
    { key: 'deposits', label: t`Deposits`, kind: 'money' },
    { key: 'withdrawals', label: t`Withdrawals`, kind: 'money' },
  ];
  const valueOf = ({ key, kind }: Tile, values: TeamOverviewFigures) => {
    const value = values[key];
    if (kind === 'count') return value.toLocaleString(lang);
    if (kind === 'signed') return <SignedMoney amount={value} currency={currency} />;
    return <Money amount={value} currency={currency} />;
  };
  const waiting = loading || figures === null;

  return (
    <StyledTeamOverview aria-labelledby={headingId}>
      <StyledHeading id={headingId}>{t`Overview`}</StyledHeading>
      <RadioGroup
        legend={t`Period`}
        orientation="horizontal"
        value={period}
        onValueChange={(next) => onPeriodChange(next as TeamOverviewPeriod)}
      >
        {TEAM_OVERVIEW_PERIODS.map((value) => (
          <Radio key={value} value={value} label={periods[value]} />
        ))}
      </RadioGroup>
      {error ? (
        <RecordProblem message={error} onRetry={onRetry} />
      ) : (
        <StyledTiles aria-busy={waiting || undefined}>
          {tiles.map((tile) => (
            <div key={tile.key}>
              <dt>{tile.label}</dt>
              <dd>
                {waiting || figures === null ? (
                  <Skeleton variant="text" width="5rem" />
                ) : (
                  valueOf(tile, figures)
                )}
              </dd>
            </div>
          ))}
        </StyledTiles>
      )}
    </StyledTeamOverview>
  );
}
TeamOverview.displayName = 'TeamOverview';
