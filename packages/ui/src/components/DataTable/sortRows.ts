export type SortDirection = 'ascending' | 'descending';

export interface DataTableSort {
  /** The `id` of the sorted column. */
  columnId: string;
  direction: SortDirection;
}

export type SortValue = string | number | bigint | boolean | Date | null | undefined;

/**
 * A stable sort by one value per row. Empty values (null, undefined, '') go last in both
 * directions; strings compare with the locale's collation, digits as numbers ("item 2" < "item 10").
 */
export function sortRows<Row>(
  rows: readonly Row[],
  valueOf: (row: Row) => SortValue,
  direction: SortDirection,
  locale?: string,
): Row[] {
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  const sign = direction === 'ascending' ? 1 : -1;
  const decorated = rows.map((row) => ({ row, value: valueOf(row) }));
  decorated.sort((a, b) => {
    const aEmpty = a.value === null || a.value === undefined || a.value === '';
    const bEmpty = b.value === null || b.value === undefined || b.value === '';
    if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1;
    return sign * compare(a.value, b.value, collator);
  });
  return decorated.map((entry) => entry.row);
}

function compare(a: SortValue, b: SortValue, collator: Intl.Collator): number {
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'bigint' && typeof b === 'bigint') return a < b ? -1 : a > b ? 1 : 0;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}
