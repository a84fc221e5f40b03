import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { ChatRoomDialog, HelpDialog } from '@lobby/ui';
import { errorMessage } from '../../data/errorMessages';
import { useQuery } from '../../data/useQuery';
import { useAtom, useAtomValue } from '../../state/jotai';
import { brandAtom } from '../brand/brand.atoms';
import { helpCenterQuery } from '../help/help.queries';
import { localeAtom } from '../preferences/preferences.atoms';
import { useDeferredMessages } from '../preferences/useDeferredMessages';
import { resourcesAtom } from '../system/system.atoms';
import { chatRoomUrl } from './chatRoomUrl';
import { headerModalAtom } from './headerModals.atoms';

const HELP_PATH = '/help';

/** The help modal: the help centre's sections, the same call as the /help page. */
function HelpModal({ onClose }: { onClose: () => void }) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const { code } = useAtomValue(localeAtom);
  const { data, error, fetching, refetch } = useQuery(helpCenterQuery(code), {
    keepPrevious: true,
  });
  const failed = data === undefined && error !== undefined && !fetching;
  // The help page goes through the router (a new-tab click goes its way) and closes the modal.
  const onHelpLink = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    onClose();
    void navigate(HELP_PATH);
  };
  return (
    <HelpDialog
      open
      onOpenChange={(open) => !open && onClose()}
      sections={data?.sections}
      problem={failed ? errorMessage(i18n, error) : undefined}
      onRetry={() => void refetch()}
      helpHref={HELP_PATH}
      onHelpLink={onHelpLink}
    />
  );
}

/** The chat-room modal: the operator's room in a frame (nothing when the brand has none). */
function ChatRoomModal({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const brand = useAtomValue(brandAtom);
  const url = chatRoomUrl(useAtomValue(resourcesAtom).CHATROOM?.url, window.location.origin);
  if (url === null) return null;
  const name = brand.name;
  return (
    <ChatRoomDialog
      open
      onOpenChange={(open) => !open && onClose()}
      url={url}
      title={t`${name} chat room`}
    />
  );
}

/**
 * The help and chat-room modals the header owns (doc 1 §2), a chunk of its own fetched when one
 * is first opened; closed, neither is in the page.
 */
export function HeaderModals() {
  // The modals' words are in the deferred catalog, fetched with them (lingui.config.ts).
  useDeferredMessages();
  const [modal, setModal] = useAtom(headerModalAtom);
  const close = () => setModal(null);
  if (modal === 'help') return <HelpModal onClose={close} />;
  if (modal === 'chatRoom') return <ChatRoomModal onClose={close} />;
  return null;
}
