export { PvpRoomList } from './PvpRoomList';
export type { PvpRoomEntry, PvpRoomListProps } from './PvpRoomList';
