export { MissionBoard } from './MissionBoard';
export type { LeaderboardRow, MissionBoardProps, MissionItem, MissionStatus } from './MissionBoard';
