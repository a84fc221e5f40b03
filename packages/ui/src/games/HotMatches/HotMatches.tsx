import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../../components/Button';
import { Skeleton } from '../../components/Skeleton';
import { formatDateTime } from '../../member/shared/formatDateTime';
import { RecordProblem } from '../../member/shared/RecordProblem';
import { useThemeScope } from '../../theme/ThemeContext';
import {
  StyledCard,
  StyledHotMatches,
  StyledMeta,
  StyledOdds,
  StyledRow,
  StyledTeams,
  StyledTitle,
} from './HotMatches.styles';

/** An upcoming match as the row shows it; the site maps the api's match to this. */
export interface HotMatchEntry {
  id: string;
  league: string;
  home: string;
  away: string;
  /** Epoch milliseconds. */
  kickOff: number;
  /** Decimal odds in hundredths (215 = 2.15). */
  odds: { home: number; draw: number; away: number };
}

export interface HotMatchesProps {
  /** Soonest first; nothing renders when empty and nothing is pending. */
  matches: readonly HotMatchEntry[];
  /** Opens the sports book for the match (the site's launch, which asks a visitor to log in). */
  onBet: (match: HotMatchEntry) => void;
  /** @default false */
  loading?: boolean;
  error?: string | null | undefined;
  onRetry?: () => void;
}

/**
 * Sports hot matches (doc 2 §2.5): the upcoming matches with their league, kick-off and 1X2 odds,
 * each with a button that opens the sports book. Cards scroll sideways on a phone.
 */
export function HotMatches({ matches, onBet, loading = false, error, onRetry }: HotMatchesProps) {
  const { t } = useLingui();
  const { lang } = useThemeScope();
  const titleId = useId();
  if (!loading && !error && matches.length === 0) return null;
  const odds = (value: number) =>
    (value / 100).toLocaleString(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

  return (
    <StyledHotMatches aria-labelledby={titleId} aria-busy={loading || undefined}>
      <StyledTitle id={titleId}>{t`Hot matches`}</StyledTitle>
      {error ? (
        <RecordProblem message={error} onRetry={onRetry} />
      ) : loading ? (
        <Skeleton width="100%" height="9rem" />
      ) : (
        // A row that scrolls sideways must take the keyboard's focus to be scrolled by it.
        <StyledRow tabIndex={0} aria-labelledby={titleId}>
          {matches.map((match) => {
            const { home, away } = match;
            return (
              <StyledCard key={match.id}>
                <StyledMeta>
                  {match.league} · {formatDateTime(match.kickOff, lang)}
                </StyledMeta>
                <StyledTeams>{t`${home} v ${away}`}</StyledTeams>
                <StyledOdds aria-label={t`Odds`}>
                  <div>
                    <dt>{t`Home`}</dt>
                    <dd>{odds(match.odds.home)}</dd>
                  </div>
                  <div>
                    <dt>{t`Draw`}</dt>
                    <dd>{odds(match.odds.draw)}</dd>
                  </div>
                  <div>
                    <dt>{t`Away`}</dt>
                    <dd>{odds(match.odds.away)}</dd>
                  </div>
                </StyledOdds>
                <Button onClick={() => onBet(match)} aria-label={t`Bet now on ${home} v ${away}`}>
                  {t`Bet now`}
                </Button>
              </StyledCard>
            );
          })}
        </StyledRow>
      )}
    </StyledHotMatches>
  );
}
HotMatches.displayName = 'HotMatches';
