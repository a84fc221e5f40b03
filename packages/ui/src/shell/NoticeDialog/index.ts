export { NoticeDialog } from './NoticeDialog';
export type { NoticeDialogProps, NoticeItem } from './NoticeDialog';
