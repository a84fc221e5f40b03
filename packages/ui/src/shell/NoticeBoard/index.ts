export { NOTICE_PAGE_SIZE, NoticeBoard } from './NoticeBoard';
export type { NoticeBoardProps } from './NoticeBoard';
