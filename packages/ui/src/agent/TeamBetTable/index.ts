export { TeamBetTable } from './TeamBetTable';
export type { TeamBet, TeamBetFilter, TeamBetTableProps, TeamBetTotals } from './TeamBetTable';
