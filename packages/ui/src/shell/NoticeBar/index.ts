export { NoticeBar } from './NoticeBar';
export type { NoticeBarProps } from './NoticeBar';
