import { useId, useMemo, useState, type ReactNode } from 'react';
import { RadioGroupContext } from './RadioGroupContext';
import {
  StyledFieldset,
  StyledGroupDescription,
  StyledLegend,
  StyledOptions,
} from './Radio.styles';

export interface RadioGroupProps {
  /** The question the options answer: the group's visible name. */
  legend: ReactNode;
  /** The shared `name` of the radios (form field name). @default a generated id */
  name?: string;
  /** Controlled chosen value. */
  value?: string;
  /** Chosen value on first render when uncontrolled. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** A hint under the legend, tied to the group by `aria-describedby`. */
  description?: ReactNode;
  /** Id(s) of more describing text, such as the error message shown under the group. */
  'aria-describedby'?: string;
  /** @default false */
  disabled?: boolean;
  /** @default false */
  required?: boolean;
  /** Marks the group as wrong: `aria-invalid` on the radio group. @default false */
  invalid?: boolean;
  /** @default 'vertical' */
  orientation?: 'vertical' | 'horizontal';
  className?: string;
  /** Radio options. */
  children?: ReactNode;
}

/**
 * A fieldset whose legend names a radio group. Its options are native radios sharing one name, so
 * Tab enters the group once and arrow keys choose (in reading direction, right to left too).
 */
export function RadioGroup({
  legend,
  name,
  value,
  defaultValue,
  onValueChange,
  description,
  'aria-describedby': describedByProp,
  disabled = false,
  required = false,
  invalid = false,
  orientation = 'vertical',
  className,
  children,
}: RadioGroupProps) {
  const generatedName = useId();
  const legendId = useId();
  const descriptionId = useId();
  const [innerValue, setInnerValue] = useState(defaultValue);
  const current = value !== undefined ? value : innerValue;
  const context = useMemo(
    () => ({
      name: name ?? generatedName,
      value: current,
      disabled,
      required,
      select: (next: string) => {
        setInnerValue(next);
        onValueChange?.(next);
      },
    }),
    [name, generatedName, current, disabled, required, onValueChange],
  );
  const describedBy =
    [description != null ? descriptionId : undefined, describedByProp].filter(Boolean).join(' ') ||
    undefined;
  return (
    <StyledFieldset
      className={className}
      role="radiogroup"
      aria-labelledby={legendId}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      aria-required={required || undefined}
      disabled={disabled}
    >
      <StyledLegend id={legendId}>{legend}</StyledLegend>
      {description != null && (
        <StyledGroupDescription id={descriptionId}>{description}</StyledGroupDescription>
      )}
      <RadioGroupContext.Provider value={context}>
        <StyledOptions $orientation={orientation}>{children}</StyledOptions>
      </RadioGroupContext.Provider>
    </StyledFieldset>
  );
}
RadioGroup.displayName = 'RadioGroup';
