import { useLingui } from '@lingui/react/macro';
import { Button } from '@lobby/ui';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import { resourcesAtom } from '../system/system.atoms';
import { chatRoomUrl } from './chatRoomUrl';
import { headerModalAtom } from './headerModals.atoms';

/** Whether the brand has a chat room the site will show (its CHATROOM resource, checked). */
export function useHasChatRoom(): boolean {
  const url = useAtomValue(resourcesAtom).CHATROOM?.url;
  // The prerendered shell has no resources yet (and no window): no chat room until they load.
  if (url === undefined) return false;
  return chatRoomUrl(url, window.location.origin) !== null;
}

/** The wide header's buttons for its help and chat-room modals (a phone's menu has its own). */
export function HeaderModalButtons() {
  const { t } = useLingui();
  const open = useSetAtom(headerModalAtom);
  const hasChatRoom = useHasChatRoom();
  return (
    <>
      <Button variant="ghost" size="sm" aria-haspopup="dialog" onClick={() => open('help')}>
        {t`Help`}
      </Button>
      {hasChatRoom && (
        <Button variant="ghost" size="sm" aria-haspopup="dialog" onClick={() => open('chatRoom')}>
          {t`Chat room`}
        </Button>
      )}
    </>
  );
}
