export { AccountBar } from './AccountBar';
export type { AccountBarProps } from './AccountBar';
