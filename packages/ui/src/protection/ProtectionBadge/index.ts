export { ProtectionBadge } from './ProtectionBadge';
export type { ProtectionBadgeProps } from './ProtectionBadge';
