import { useId, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  isReversed,
  localIsoDate,
  presetRange,
  type DateRange,
  type DateRangePreset,
} from './dateRange';
import {
  StyledError,
  StyledField,
  StyledFields,
  StyledFieldset,
  StyledInput,
  StyledLabel,
  StyledLegend,
  StyledPreset,
  StyledPresets,
} from './DateRangePicker.styles';

export interface DateRangePickerProps {
  /** Names the group of fields ("Bet date"). */
  legend: ReactNode;
  /** Controlled range. */
  value?: DateRange;
  /** Initial range when uncontrolled. @default { from: '', to: '' } */
  defaultValue?: DateRange;
  /**
   * Called with every valid change as ISO dates (`''` for an empty end). A reversed range is
   * shown with its message and not reported.
   */
  onChange?: (range: DateRange) => void;
  /** Quick ranges offered as buttons, in this order. @default [] */
  presets?: readonly DateRangePreset[];
  /** "Today" for the presets, ISO `YYYY-MM-DD`. @default the user's local date */
  today?: string;
  /** Earliest selectable date, ISO. */
  min?: string;
  /** Latest selectable date, ISO. */
  max?: string;
  /** @default 'From' (translated) */
  fromLabel?: string;
  /** @default 'To' (translated) */
  toLabel?: string;
  /** Form field names of the two inputs, `<name>From` and `<name>To`. */
  name?: string;
  /** @default false */
  disabled?: boolean;
  className?: string;
}

const EMPTY: DateRange = { from: '', to: '' };

/**
 * A from/to date filter: two native date inputs in a fieldset, optional quick presets, and a
 * message under "To" when it comes before "From".
 */
export function DateRangePicker({
  legend,
  value,
  defaultValue = EMPTY,
  onChange,
  presets = [],
  today,
  min,
  max,
  fromLabel,
  toLabel,
  name,
  disabled = false,
  className,
}: DateRangePickerProps) {
  const { t } = useLingui();
  const id = useId();
  const [range, setRange] = useState<DateRange>(value ?? defaultValue);

  // A controlled value from the parent wins whenever it changes (adjusted during render, not in
  // an effect, so there is no extra commit). Between changes the fields keep what the user typed,
  // so a reversed range stays visible with its message.
  const [lastValue, setLastValue] = useState(value);
  if (value && (value.from !== lastValue?.from || value.to !== lastValue?.to)) {
    setLastValue(value);
    setRange(value);
  }

  const reversed = isReversed(range);
  const update = (next: DateRange) => {
    setRange(next);
    if (!isReversed(next)) onChange?.(next);
  };

  const todayIso = today ?? localIsoDate();
  const presetLabels: Record<DateRangePreset, string> = {
    today: t`Today`,
    last7: t`Last 7 days`,
    last30: t`Last 30 days`,
  };
  const errorId = `${id}-error`;

  return (
    <StyledFieldset className={className} disabled={disabled}>
      <StyledLegend>{legend}</StyledLegend>
      <StyledFields>
        <StyledField>
          <StyledLabel htmlFor={`${id}-from`}>{fromLabel ?? t`From`}</StyledLabel>
          <StyledInput
            id={`${id}-from`}
            {...(name && { name: `${name}From` })}
            value={range.from}
            {...(min && { min })}
            max={range.to || max}
            onChange={(event) => update({ ...range, from: event.currentTarget.value })}
          />
        </StyledField>
        <StyledField>
          <StyledLabel htmlFor={`${id}-to`}>{toLabel ?? t`To`}</StyledLabel>
          <StyledInput
            id={`${id}-to`}
            {...(name && { name: `${name}To` })}
            value={range.to}
            min={range.from || min}
            {...(max && { max })}
            aria-invalid={reversed || undefined}
            aria-describedby={reversed ? errorId : undefined}
            onChange={(event) => update({ ...range, to: event.currentTarget.value })}
          />
          <StyledError id={errorId} aria-live="polite">
            {reversed ? t`The end date cannot be before the start date.` : null}
          </StyledError>
        </StyledField>
      </StyledFields>
      {presets.length > 0 && (
        <StyledPresets>
          {presets.map((preset) => {
            const target = presetRange(preset, todayIso);
            const active = range.from === target.from && range.to === target.to;
            return (
              <StyledPreset key={preset} aria-pressed={active} onClick={() => update(target)}>
                {presetLabels[preset]}
              </StyledPreset>
            );
          })}
        </StyledPresets>
      )}
    </StyledFieldset>
  );
}
DateRangePicker.displayName = 'DateRangePicker';
