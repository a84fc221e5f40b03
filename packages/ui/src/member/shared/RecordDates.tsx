import { useLingui } from '@lingui/react/macro';
import { DateRangePicker, type DateRange } from '../../components/DateRangePicker';

/**
 * The record pages' date filter: the same legend, name and presets on every page (today, the last
 * 7 and the last 30 days).
 */
export function RecordDates({
  value,
  onChange,
  today,
}: {
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** "Today" for the presets, ISO. @default the user's local date */
  today?: string | undefined;
}) {
  const { t } = useLingui();
  return (
    <DateRangePicker
      legend={t`Date`}
      name="date"
      value={value}
      onChange={onChange}
      presets={['today', 'last7', 'last30']}
      {...(today !== undefined && { today })}
    />
  );
}
