export { ChatRoomDialog, CHAT_ROOM_SANDBOX } from './ChatRoomDialog';
export type { ChatRoomDialogProps } from './ChatRoomDialog';
