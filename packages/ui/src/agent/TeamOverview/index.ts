export { TEAM_OVERVIEW_PERIODS, TeamOverview } from './TeamOverview';
export type { TeamOverviewFigures, TeamOverviewPeriod, TeamOverviewProps } from './TeamOverview';
