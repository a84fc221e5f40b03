import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { EmptyState } from '../../components/EmptyState';
import { Pagination } from '../../components/Pagination';
import { SafeHtml } from '../SafeHtml';
import type { NoticeItem } from '../NoticeDialog';
import {
  StyledArticle,
  StyledAside,
  StyledBoard,
  StyledDate,
  StyledHeading,
  StyledLayout,
  StyledList,
  StyledTitleButton,
  StyledTitleDate,
} from './NoticeBoard.styles';

/** The spec's notice page size. */
export const NOTICE_PAGE_SIZE = 9;

export interface NoticeBoardProps {
  notices: readonly NoticeItem[];
  /** Titles per page. @default 9 */
  pageSize?: number;
  /** Controlled index (into `notices`) of the notice shown on the right. */
  selectedIndex?: number;
  /** @default 0 */
  defaultSelectedIndex?: number;
  /** Called with the index of the notice chosen, or of the first one of a newly chosen page. */
  onSelectedIndexChange?: (index: number) => void;
  className?: string;
}

/**
 * The announcement page: titles on the left, paged `pageSize` at a time, and the chosen notice's
 * sanitised content on the right; the two stack on narrow containers.
 */
export function NoticeBoard({
  notices,
  pageSize = NOTICE_PAGE_SIZE,
  selectedIndex,
  defaultSelectedIndex = 0,
  onSelectedIndexChange,
  className,
}: NoticeBoardProps) {
  const { t } = useLingui();
  const baseId = useId();
  const headingId = `${baseId}-heading`;
  const articleId = `${baseId}-article`;
  const [ownSelected, setOwnSelected] = useState(defaultSelectedIndex);
  const count = notices.length;
  const size = Math.max(1, Math.floor(pageSize) || NOTICE_PAGE_SIZE);
  const selected = Math.min(Math.max(0, selectedIndex ?? ownSelected), Math.max(0, count - 1));
  const notice = notices[selected];

  if (!notice) {
    return (
      <StyledBoard className={className}>
        <EmptyState title={t`No announcements yet`} titleAs="h2" />
      </StyledBoard>
    );
  }

  const totalPages = Math.ceil(count / size);
  const page = Math.floor(selected / size) + 1;
  const first = (page - 1) * size;
  const select = (index: number) => {
    setOwnSelected(index);
    onSelectedIndexChange?.(index);
  };

  return (
    <StyledBoard className={className}>
      <StyledLayout>
        <StyledAside>
          <StyledList aria-label={t`Announcements`}>
            {notices.slice(first, first + size).map((item, offset) => {
              const index = first + offset;
              return (
                <li key={item.id}>
                  <StyledTitleButton
                    aria-current={index === selected ? 'true' : undefined}
                    aria-controls={articleId}
                    onClick={() => select(index)}
                  >
                    {item.title}
                    {item.date && <StyledTitleDate>{item.date}</StyledTitleDate>}
                  </StyledTitleButton>
                </li>
              );
            })}
          </StyledList>
          <Pagination
            aria-label={t`Announcement pages`}
            page={page}
            totalPages={totalPages}
            onPageChange={(next) => select((next - 1) * size)}
          />
        </StyledAside>
        <StyledArticle id={articleId} aria-labelledby={headingId}>
          <StyledHeading id={headingId}>{notice.title}</StyledHeading>
          {notice.date && <StyledDate>{notice.date}</StyledDate>}
          <SafeHtml key={notice.id} html={notice.content} />
        </StyledArticle>
      </StyledLayout>
    </StyledBoard>
  );
}
NoticeBoard.displayName = 'NoticeBoard';
