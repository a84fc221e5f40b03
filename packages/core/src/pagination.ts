/** The pagination widget's page list: page numbers around the current one, edges, ellipses. */

/** A page number, or a gap before (`start-ellipsis`) or after (`end-ellipsis`) the current window. */
export type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

export interface PageRangeOptions {
  /** How many pages the window around the current page shows. @default 3 (spec paging widget) */
  range?: number;
  /** How many pages always show at each end. @default 1 (spec paging widget) */
  margin?: number;
}

/** A page number forced into 1..totalPages (1 when there are no pages or it is not a number). */
export function clampPage(page: number, totalPages: number): number {
  const last = Number.isFinite(totalPages) ? Math.max(1, Math.floor(totalPages)) : 1;
  if (!Number.isFinite(page)) return 1;
  return Math.min(last, Math.max(1, Math.floor(page)));
}

/**
 * `pageRange(6, 20)` -> `[1, 'start-ellipsis', 5, 6, 7, 'end-ellipsis', 20]`. A gap of exactly
 * one page shows that page instead of an ellipsis (an ellipsis hiding one page saves nothing).
 */
export function pageRange(
  current: number,
  total: number,
  options: PageRangeOptions = {},
): PageItem[] {
  const range = Math.max(1, Math.floor(options.range ?? 3));
  const margin = Math.max(0, Math.floor(options.margin ?? 1));
  const last = Number.isFinite(total) ? Math.floor(total) : 0;
  if (last < 1) return [];
  const page = clampPage(current, last);
  let start = page - Math.floor(range / 2);
  let end = start + range - 1;
  if (start < 1) {
    end += 1 - start;
    start = 1;
  }
  if (end > last) {
    start = Math.max(1, start - (end - last));
    end = last;
  }
  const pages = new Set<number>();
  for (let p = 1; p <= Math.min(margin, last); p += 1) pages.add(p);
  for (let p = start; p <= end; p += 1) pages.add(p);
  for (let p = Math.max(1, last - margin + 1); p <= last; p += 1) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const p of sorted) {
    if (p - previous === 2) items.push(p - 1);
    else if (p - previous > 2) items.push(p <= page ? 'start-ellipsis' : 'end-ellipsis');
    items.push(p);
    previous = p;
  }
  return items;
}
