import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, NoticeBoard, NOTICE_PAGE_SIZE, Skeleton } from '@lobby/ui';
import { errorMessage } from '../../data/errorMessages';
import { useQuery } from '../../data/useQuery';
import { StyledPage } from '../../pages/Page.styles';
import { useAtomValue } from '../../state/jotai';
import { localeAtom } from '../preferences/preferences.atoms';
import { noticeItems } from './noticeItems';
import { noticesQuery } from './notices.queries';

/** /noticePage: the announcement list, 9 a page, titles beside the selected notice. */
export function NoticeBoardContainer() {
  const { t, i18n } = useLingui();
  const locale = useAtomValue(localeAtom);
  const { data, error, fetching, refetch } = useQuery(noticesQuery(locale.code), {
    keepPrevious: true,
  });
  const items = useMemo(
    () => (data ? noticeItems(data.player, locale.tag) : []),
    [data, locale.tag],
  );
  const failed = data === undefined && error !== undefined && !fetching;
  return (
    <StyledPage>
      <h1>{t`Announcements`}</h1>
      {failed ? (
        <div role="alert">
          <p>{errorMessage(i18n, error)}</p>
          <Button onClick={() => void refetch()}>{t`Retry`}</Button>
        </div>
      ) : data === undefined ? (
        <Skeleton lines={NOTICE_PAGE_SIZE} />
      ) : (
        <NoticeBoard notices={items} pageSize={NOTICE_PAGE_SIZE} />
      )}
    </StyledPage>
  );
}
