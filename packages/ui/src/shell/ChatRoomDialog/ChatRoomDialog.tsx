import { useLingui } from '@lingui/react/macro';
import { Dialog } from '../../components/Dialog';
import { useReturnFocus } from '../../primitives/useReturnFocus';
import { StyledChatRoomFrame } from './ChatRoomDialog.styles';

/**
 * What the room's page may do in its frame: run its own script and forms on its own origin, and
 * open links in a new window; never navigate the site (no top navigation). Scripts with the
 * same-origin right are safe only because the room is never on the site's origin (the caller
 * refuses such an address): the room gets its own origin's rights, never the site's.
 */
export const CHAT_ROOM_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups';

export interface ChatRoomDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The operator's chat room address (checked by the caller: http(s), not the site's origin). */
  url: string;
  /** The dialog's title and the frame's name. @default 'Chat room' (translated) */
  title?: string;
}

/**
 * The chat-room modal the header owns (doc 1 §2): the operator's chat room in a frame, under a
 * title, closed with its button or Escape. A sheet filling the screen on a phone.
 */
export function ChatRoomDialog({ open, onOpenChange, url, title }: ChatRoomDialogProps) {
  const { t } = useLingui();
  // Opened from a header button (no trigger of its own): focus goes back to it on close.
  const onOpenAutoFocus = useReturnFocus(open);
  const name = title ?? t`Chat room`;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={name}
      width={480}
      height={560}
      onOpenAutoFocus={onOpenAutoFocus}
    >
      <StyledChatRoomFrame
        src={url}
        title={name}
        sandbox={CHAT_ROOM_SANDBOX}
        referrerPolicy="strict-origin"
      />
    </Dialog>
  );
}
ChatRoomDialog.displayName = 'ChatRoomDialog';
