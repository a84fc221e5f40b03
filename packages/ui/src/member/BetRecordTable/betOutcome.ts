import { useLingui } from '@lingui/react/macro';

/** What a round drew, as the sandbox's demo game host records it (the api's betOutcomeSchema). */
export type BetOutcome =
  | { kind: 'reels'; symbols: readonly string[] }
  | { kind: 'pick'; side: 0 | 1; winner: 0 | 1 }
  | { kind: 'numbers'; picked: readonly number[]; drawn: readonly number[]; matches: number }
  | { kind: 'catch'; prize: 'none' | 'small' | 'medium' | 'large' | 'boss' }
  | { kind: 'other' };

/**
 * The round's outcome in words, where that is simple; null when the record cannot say (a round of
 * another engine): the detail then shows only the money.
 */
export function useBetOutcomeWords(): (outcome: BetOutcome) => string | null {
  const { t } = useLingui();
  const symbolName = (symbol: string): string => {
    switch (symbol) {
      case 'cherry':
        return t`Cherry`;
      case 'lemon':
        return t`Lemon`;
      case 'plum':
        return t`Plum`;
      case 'bell':
        return t`Bell`;
      case 'bar':
        return t`Bar`;
      case 'seven':
        return t`Seven`;
      case 'star':
        return t`Star`;
      default:
        return symbol;
    }
  };
  return (outcome) => {
    switch (outcome.kind) {
      case 'reels': {
        const symbols = outcome.symbols.map(symbolName).join(' · ');
        return t`The reels stopped on ${symbols}`;
      }
      case 'pick':
        return outcome.side === outcome.winner
          ? t`The side you backed won`
          : t`The side you backed lost`;
      case 'numbers': {
        const picked = outcome.picked.join(', ');
        const drawn = outcome.drawn.join(', ');
        const matches = outcome.matches;
        return t`You picked ${picked}; drawn ${drawn}; matched: ${matches}`;
      }
      case 'catch':
        switch (outcome.prize) {
          case 'none':
            return t`The shot missed`;
          case 'small':
            return t`A small catch`;
          case 'medium':
            return t`A medium catch`;
          case 'large':
            return t`A large catch`;
          case 'boss':
            return t`The boss catch`;
        }
        return null;
      case 'other':
        return null;
    }
  };
}
