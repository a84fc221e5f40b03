import { Fragment, useId, useState, type ReactNode } from 'react';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { IconButton } from '../../components/IconButton';
import { Skeleton } from '../../components/Skeleton';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { prizeTiers, tierColumns, VN_PRIZE_TIERS, type TierNumbers } from './prizeTiers';
import {
  StyledCaption,
  StyledCaptionDetail,
  StyledCaptionText,
  StyledCaptionTitle,
  StyledChevron,
  StyledDraws,
  StyledMore,
  StyledNumber,
  StyledNumbers,
  StyledOlderTable,
  StyledPrizeTable,
} from './LotteryDraws.styles';

/** One draw of a lottery game; the site maps the api's draw to this. */
export interface LotteryDrawResult {
  /** The draw's number, as the operator writes it. */
  drawNo: string;
  /** When the numbers were drawn: an ISO date string or a Date. */
  drawnAt: string | Date;
  /** The opened numbers in the result sheet's order, special prize first (see VN_PRIZE_TIERS). */
  numbers: readonly string[];
}

export interface LotteryDrawsProps {
  /** The game's last draws, in any order: the newest is shown in full. */
  draws: readonly LotteryDrawResult[];
  /** The draws are on their way: placeholders hold the tables' height. @default false */
  loading?: boolean;
  /** The draws could not be loaded: a message and, with `onRetry`, a retry button. @default false */
  failed?: boolean;
  /** What went wrong, from the site's error catalogue. @default a generic connection hint */
  failureMessage?: string;
  onRetry?: () => void;
  /** IANA time zone the draw times are shown in. @default the reader's */
  timeZone?: string;
  /** Earlier draws listed at first, and added by each "Show more draws". @default 10 */
  olderPageSize?: number;
  className?: string;
}

type TierLabel = TierNumbers['tier'];

function useTierLabel() {
  const { t } = useLingui();
  const labels: Record<TierLabel, string> = {
    special: t`Special prize`,
    first: t`First prize`,
    second: t`Second prize`,
    third: t`Third prize`,
    fourth: t`Fourth prize`,
    fifth: t`Fifth prize`,
    sixth: t`Sixth prize`,
    seventh: t`Seventh prize`,
    other: t`Other numbers`,
  };
  return (tier: TierLabel) => labels[tier];
}

const timeOf = (draw: LotteryDrawResult) => new Date(draw.drawnAt).getTime();

/** Newest first; a draw without a valid time goes last, and ties keep the order given. */
function newestFirst(draws: readonly LotteryDrawResult[]): LotteryDrawResult[] {
  return [...draws].sort((a, b) => {
    const at = timeOf(a);
    const bt = timeOf(b);
    if (Number.isNaN(at) || Number.isNaN(bt)) return Number.isNaN(at) ? 1 : -1;
    return bt - at;
  });
}

/** A draw time in the reader's locale (through Lingui's Intl formats); the raw text if invalid. */
function DrawTime({
  value,
  i18n,
  timeZone,
}: {
  value: string | Date;
  i18n: I18n;
  timeZone?: string;
}) {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return <>{String(value)}</>;
  const style: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
  let text: string;
  try {
    text = i18n.date(date, timeZone ? { ...style, timeZone } : style);
  } catch {
    // An unknown time zone: the reader's own still gives a readable time.
    text = i18n.date(date, style);
  }
  return <time dateTime={date.toISOString()}>{text}</time>;
}

interface PrizeRow {
  tier: TierLabel;
  cells: ReactNode[];
}

function PrizeTable({
  caption,
  rows,
  hidden = false,
}: {
  caption: ReactNode;
  rows: readonly PrizeRow[];
  hidden?: boolean;
}) {
  const { t } = useLingui();
  const tierLabel = useTierLabel();
  return (
    <StyledPrizeTable aria-hidden={hidden || undefined}>
      <StyledCaption>{caption}</StyledCaption>
      <thead>
        <tr>
          <th scope="col">{t`Prize`}</th>
          <th scope="col">{t`Numbers`}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ tier, cells }) => (
          <tr key={tier} data-tier={tier}>
            <th scope="row">{tierLabel(tier)}</th>
            <td>
              <StyledNumbers $columns={tierColumns(cells.length)}>
                {cells.map((cell, index) => (
                  <Fragment key={index}>
                    {index > 0 && ' '}
                    <StyledNumber>{cell}</StyledNumber>
                  </Fragment>
                ))}
              </StyledNumbers>
            </td>
          </tr>
        ))}
      </tbody>
    </StyledPrizeTable>
  );
}

const rowsOf = (numbers: readonly string[]): PrizeRow[] =>
  prizeTiers(numbers).map(({ tier, numbers: opened }) => ({ tier, cells: opened }));

function Chevron() {
  return (
    <StyledChevron>
      <path d="m6 9 6 6 6-6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </StyledChevron>
  );
}

function OlderHead() {
  const { t } = useLingui();
  return (
    <thead>
      <tr>
        <th scope="col">{t`Draw`}</th>
        <th scope="col">{t`Time`}</th>
        <th scope="col">{t`Special prize`}</th>
        <th scope="col">
          <VisuallyHidden>{t`All numbers`}</VisuallyHidden>
        </th>
      </tr>
    </thead>
  );
}

function OlderDraws({
  draws,
  pageSize,
  timeZone,
}: {
  draws: readonly LotteryDrawResult[];
  pageSize: number;
  timeZone: string | undefined;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [shown, setShown] = useState(pageSize);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (drawNo: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(drawNo)) next.add(drawNo);
      return next;
    });
  const visible = draws.slice(0, shown);
  return (
    <>
      <StyledOlderTable>
        <StyledCaption>
          <StyledCaptionText>{t`Earlier draws`}</StyledCaptionText>
        </StyledCaption>
        <OlderHead />
        <tbody>
          {visible.map((draw, index) => {
            const expanded = open.has(draw.drawNo);
            const detailId = `${id}-${index}`;
            const drawNo = draw.drawNo;
            return (
              <Fragment key={`${draw.drawNo}-${index}`}>
                <tr data-row="draw">
                  <th scope="row">{drawNo}</th>
                  <td>
                    <DrawTime value={draw.drawnAt} i18n={i18n} {...(timeZone && { timeZone })} />
                  </td>
                  <td data-column="special">{draw.numbers[0] ?? ''}</td>
                  <td data-column="toggle">
                    <IconButton
                      label={t`All numbers of draw ${drawNo}`}
                      size="sm"
                      aria-expanded={expanded}
                      {...(expanded && { 'aria-controls': detailId })}
                      onClick={() => toggle(draw.drawNo)}
                    >
                      <Chevron />
                    </IconButton>
                  </td>
                </tr>
                {expanded && (
                  <tr id={detailId}>
                    <td colSpan={4} data-column="numbers">
                      <PrizeTable
                        caption={
                          <StyledCaptionDetail>{t`All numbers of draw ${drawNo}`}</StyledCaptionDetail>
                        }
                        rows={rowsOf(draw.numbers)}
                      />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </StyledOlderTable>
      {draws.length > shown && (
        <StyledMore>
          <Button variant="secondary" onClick={() => setShown((count) => count + pageSize)}>
            {t`Show more draws`}
          </Button>
        </StyledMore>
      )}
    </>
  );
}

function Placeholder({
  olderRows,
  className,
}: {
  olderRows: number;
  className: string | undefined;
}) {
  const { t } = useLingui();
  const line = <Skeleton variant="text" width="70%" />;
  return (
    <StyledDraws className={className} aria-busy="true">
      <VisuallyHidden role="status">{t`Loading results`}</VisuallyHidden>
      <PrizeTable
        hidden
        caption={
          <>
            <StyledCaptionTitle>
              <Skeleton variant="text" width="8rem" />
            </StyledCaptionTitle>
            <StyledCaptionDetail>
              <Skeleton variant="text" width="12rem" />
            </StyledCaptionDetail>
          </>
        }
        rows={VN_PRIZE_TIERS.map(({ tier, count }) => ({
          tier,
          cells: Array.from({ length: count }, () => line),
        }))}
      />
      <StyledOlderTable aria-hidden="true">
        <StyledCaption>
          <StyledCaptionText>
            <Skeleton variant="text" width="8rem" />
          </StyledCaptionText>
        </StyledCaption>
        <OlderHead />
        <tbody>
          {Array.from({ length: olderRows }, (_, index) => (
            <tr key={index} data-row="draw">
              <td colSpan={4}>{line}</td>
            </tr>
          ))}
        </tbody>
      </StyledOlderTable>
      {/* Where "Show more draws" will be: a game's last draws are usually more than a page. */}
      <StyledMore aria-hidden="true">
        <Skeleton width="10rem" height="2.5rem" />
      </StyledMore>
    </StyledDraws>
  );
}

/**
 * The opened numbers of a lottery game's last draws (doc 2 §7, up to 100): the newest draw in full,
 * its 27 numbers by prize tier in a table with row and column headers; the earlier ones as a
 * table of draw, time and special prize, each row opening the draw's full table. Times are shown
 * in the reader's locale.
 */
export function LotteryDraws({
  draws,
  loading = false,
  failed = false,
  failureMessage,
  onRetry,
  timeZone,
  olderPageSize = 10,
  className,
}: LotteryDrawsProps) {
  const { t, i18n } = useLingui();
  const pageSize = Math.max(1, Math.floor(olderPageSize));

  if (loading) return <Placeholder olderRows={pageSize} className={className} />;

  if (failed) {
    return (
      <StyledDraws className={className}>
        <EmptyState
          title={t`Results could not be loaded`}
          description={failureMessage ?? t`Check your connection and try again.`}
          action={onRetry && <Button onClick={onRetry}>{t`Retry`}</Button>}
        />
      </StyledDraws>
    );
  }

  const [latest, ...older] = newestFirst(draws);
  if (!latest) {
    return (
      <StyledDraws className={className}>
        <EmptyState
          title={t`No results yet`}
          description={t`The numbers show here after the first draw.`}
        />
      </StyledDraws>
    );
  }

  const drawNo = latest.drawNo;
  return (
    <StyledDraws className={className}>
      <PrizeTable
        caption={
          <>
            <StyledCaptionTitle>{t`Latest draw ${drawNo}`}</StyledCaptionTitle>
            <StyledCaptionDetail>
              <DrawTime value={latest.drawnAt} i18n={i18n} {...(timeZone && { timeZone })} />
            </StyledCaptionDetail>
          </>
        }
        rows={rowsOf(latest.numbers)}
      />
      {older.length > 0 && (
        // Keyed by the newest draw: another game's (or a newer) list starts folded again.
        <OlderDraws key={drawNo} draws={older} pageSize={pageSize} timeZone={timeZone} />
      )}
    </StyledDraws>
  );
}
LotteryDraws.displayName = 'LotteryDraws';
