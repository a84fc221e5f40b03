export { DemoBadge } from './DemoBadge';
export type { DemoBadgeProps } from './DemoBadge';
