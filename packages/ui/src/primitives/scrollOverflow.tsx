/**
 * Whether a horizontally scrolling row overflows and where it is scrolled: what decides the
 * "previous"/"next" arrows of Tabs and VendorMenu.
 */
export interface ScrollState {
  /** The content is wider than the row. */
  readonly overflow: boolean;
  readonly atStart: boolean;
  readonly atEnd: boolean;
}

export const noOverflow: ScrollState = { overflow: false, atStart: true, atEnd: true };

/**
 * Where the row is scrolled. Right to left, Chromium and Firefox count scrollLeft from 0 down to
 * negative values, so the distance from the start is its absolute value.
 */
export function measureScroll(row: HTMLElement): ScrollState {
  const max = row.scrollWidth - row.clientWidth;
  if (max <= 1) return noOverflow;
  const fromStart = Math.abs(row.scrollLeft);
  return { overflow: true, atStart: fromStart <= 1, atEnd: fromStart >= max - 1 };
}

export const sameScrollState = (a: ScrollState, b: ScrollState) =>
  a.overflow === b.overflow && a.atStart === b.atStart && a.atEnd === b.atEnd;

/** The arrow drawn on the scroll buttons. */
export function Chevron({ pointsLeft }: { pointsLeft: boolean }) {
  return (
    <svg viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2">
      <path d={pointsLeft ? 'M10 3L5 8l5 5' : 'M6 3l5 5-5 5'} />
    </svg>
  );
}
