import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { NoticeBoard, NOTICE_PAGE_SIZE, Skeleton } from '@lobby/ui';
import { playerNoticesAtom } from '../features/notices/atoms';
import { noticeItems } from '../features/notices/noticeItems';
import { localeAtom } from '../features/preferences/atoms';
import { useAtomValue } from '../state/jotai';
import { StyledPage } from './Page.styles';

/** /noticePage: the announcement list, 9 a page, titles beside the selected notice. */
export function NoticePage() {
  const { t } = useLingui();
  const notices = useAtomValue(playerNoticesAtom);
  const locale = useAtomValue(localeAtom);
  const items = useMemo(() => noticeItems(notices ?? [], locale.tag), [notices, locale.tag]);
  return (
    <StyledPage>
      <h1>{t`Announcements`}</h1>
      {notices === null ? (
        <Skeleton lines={NOTICE_PAGE_SIZE} />
      ) : (
        <NoticeBoard notices={items} pageSize={NOTICE_PAGE_SIZE} />
      )}
    </StyledPage>
  );
}
