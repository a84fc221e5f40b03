import { Suspense, useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { NoticeItem } from '@lobby/ui';
import { LazyNoticeDialog } from '../../../lazy';
import { useAtom, useAtomValue, useStore } from '../../../state/jotai';
import { apiAtom } from '../../api/client';
import { noticeItems } from '../../notices/noticeItems';
import { localeAtom } from '../../preferences/atoms';
import { useDeferredMessages } from '../../preferences/useDeferredMessages';
import { memberInfoAtom, sessionUserAtom } from '../../session/atoms';
import { afterLoginDialogAtom, firstLoginAtom } from '../dialogs';

/**
 * The after-login dialog (doc 1 §4 Login): the popup notices, and on a member's first login (the
 * first-login action) a welcome before them. Rendered while the login's flag is up.
 */
export function AfterLoginDialog() {
  useDeferredMessages();
  const { t } = useLingui();
  const [pending, setPending] = useAtom(afterLoginDialogAtom);
  const [firstLogin, setFirstLogin] = useAtom(firstLoginAtom);
  const store = useStore();
  const locale = useAtomValue(localeAtom);
  const user = useAtomValue(sessionUserAtom);
  const member = useAtomValue(memberInfoAtom);
  const [items, setItems] = useState<NoticeItem[] | null>(null);
  const [index, setIndex] = useState(0);
  const name = member?.nickname ?? user?.username ?? '';

  useEffect(() => {
    if (!pending) return undefined;
    let live = true;
    const welcome: NoticeItem[] = firstLogin
      ? [
          {
            id: 'welcome',
            title: t`Welcome, ${name}!`,
            content: `<p>${escapeText(t`Your account is ready. Enjoy the games, and play responsibly.`)}</p>`,
          },
        ]
      : [];
    void store
      .get(apiAtom)
      .then(({ api, client }) => api.getNotices(client))
      .then(
        (notices) => noticeItems(notices.popup, locale.tag),
        // Without the notices, a welcome still shows; nothing else is lost.
        () => [],
      )
      .then((popups) => {
        if (!live) return;
        const all = [...welcome, ...popups];
        if (all.length === 0) setPending(false);
        setIndex(0);
        setItems(all);
      });
    return () => {
      live = false;
    };
    // Once per login: the flag, not the texts, starts it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pending]);

  if (!pending || items === null || items.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <LazyNoticeDialog
        notices={items}
        index={index}
        onIndexChange={setIndex}
        open
        onOpenChange={(open) => {
          if (open) return;
          setPending(false);
          setFirstLogin(false);
          setItems(null);
        }}
      />
    </Suspense>
  );
}

/** The welcome is text in an HTML body (the dialog's SafeHtml): its characters stay characters. */
function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
