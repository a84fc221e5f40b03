export { StatusBadge } from './StatusBadge';
export type { StatusBadgeProps } from './StatusBadge';
export type { StatusTone } from './StatusBadge.styles';
