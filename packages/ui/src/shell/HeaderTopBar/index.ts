export { HeaderTopBar } from './HeaderTopBar';
export type { HeaderTopBarProps } from './HeaderTopBar';
