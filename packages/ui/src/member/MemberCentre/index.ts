export { MemberCentre, useMemberCentreLabel } from './MemberCentre';
export type { MemberCentreCounts, MemberCentreProps } from './MemberCentre';
