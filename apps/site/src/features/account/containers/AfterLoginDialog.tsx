import { Suspense, useEffect, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { NoticeItem } from '@lobby/ui';
import { useQuery } from '../../../data/useQuery';
import { LazyNoticeDialog } from '../../../lazy';
import { useAtom, useAtomValue } from '../../../state/jotai';
import { noticeItems } from '../../notices/noticeItems';
import { memberNoticesQuery } from '../../notices/notices.queries';
import { localeAtom } from '../../preferences/preferences.atoms';
import { useDeferredMessages } from '../../preferences/useDeferredMessages';
import { sessionUserAtom } from '../../session/session.atoms';
import { afterLoginDialogAtom, firstLoginAtom } from '../dialogs.atoms';
import { memberQuery } from '../member.queries';

/**
 * The after-login dialog (doc 1 §4 Login): the popup notices, and on a member's first login (the
 * first-login action) a welcome before them. Rendered while the login's flag is up.
 */
export function AfterLoginDialog() {
  useDeferredMessages();
  const { t } = useLingui();
  const [pending, setPending] = useAtom(afterLoginDialogAtom);
  const [firstLogin, setFirstLogin] = useAtom(firstLoginAtom);
  const locale = useAtomValue(localeAtom);
  const user = useAtomValue(sessionUserAtom);
  const member = useQuery(memberQuery, { enabled: false }).data;
  const notices = useQuery(memberNoticesQuery(locale.code), { enabled: pending });
  const [index, setIndex] = useState(0);
  const name = member?.nickname ?? user?.username ?? '';
  // Without the notices (a failure), a welcome still shows; nothing else is lost.
  const settled = notices.data !== undefined || (notices.error !== undefined && !notices.fetching);
  const popups = notices.data?.popup;

  const items = useMemo<NoticeItem[] | null>(() => {
    if (!settled) return null;
    const welcome: NoticeItem[] = firstLogin
      ? [
          {
            id: 'welcome',
            title: t`Welcome, ${name}!`,
            content: `<p>${escapeText(t`Your account is ready. Enjoy the games, and play responsibly.`)}</p>`,
          },
        ]
      : [];
    return [...welcome, ...noticeItems(popups ?? [], locale.tag)];
  }, [settled, firstLogin, name, popups, locale.tag, t]);

  // Nothing to show: the flag goes down at once.
  useEffect(() => {
    if (pending && items?.length === 0) setPending(false);
  }, [pending, items, setPending]);

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
          setIndex(0);
        }}
      />
    </Suspense>
  );
}

/** The welcome is text in an HTML body (the dialog's SafeHtml): its characters stay characters. */
function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
