export { DateRangePicker } from './DateRangePicker';
export type { DateRangePickerProps } from './DateRangePicker';
export { addDays, isReversed, localIsoDate, presetRange } from './dateRange';
export type { DateRange, DateRangePreset } from './dateRange';
