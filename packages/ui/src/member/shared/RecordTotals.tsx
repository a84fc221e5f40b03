import type { ReactNode } from 'react';
import { StyledTotals } from './records.styles';

/** The sums under a record's filter (not just the page), as label and value pairs. */
export function RecordTotals({
  label,
  items,
}: {
  /** Names the list for assistive technology: "Totals". */
  label: string;
  items: readonly { label: string; value: ReactNode }[];
}) {
  return (
    <StyledTotals aria-label={label}>
      {items.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </StyledTotals>
  );
}
