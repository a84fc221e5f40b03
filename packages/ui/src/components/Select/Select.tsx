import { useState, type ChangeEvent, type ComponentPropsWithRef } from 'react';
import type { FieldSize } from '../TextInput/TextInput.styles';
import { StyledChevron, StyledSelect, StyledWrapper } from './Select.styles';

export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'size' | 'multiple'> {
  /** Height and font size, as TextInput's. @default 'md' */
  size?: FieldSize;
  /** Marks the choice as wrong: a danger border and `aria-invalid`. @default false */
  invalid?: boolean;
  /**
   * A first, unselectable option with an empty value that shows until a choice is made (pass a
   * translated string). Without `value` or `defaultValue`, it is what shows first.
   */
  placeholder?: string;
}

/**
 * A native `<select>` (the platform's own list, keyboard and mobile picker) in the field style.
 * Options come as `<option>` children.
 */
export function Select({
  size = 'md',
  invalid = false,
  placeholder,
  className,
  children,
  value,
  defaultValue,
  onChange,
  ...rest
}: SelectProps) {
  const start = placeholder !== undefined && value === undefined && defaultValue === undefined;
  // Tracks emptiness of an uncontrolled select so the placeholder is styled as a hint.
  const [innerValue, setInnerValue] = useState<unknown>(start ? '' : defaultValue);
  const current = value !== undefined ? value : innerValue;
  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    setInnerValue(event.target.value);
    onChange?.(event);
  };
  return (
    <StyledWrapper className={className}>
      <StyledSelect
        {...rest}
        {...(value !== undefined && { value })}
        {...(value === undefined && { defaultValue: start ? '' : defaultValue })}
        onChange={handleChange}
        $size={size}
        data-empty={placeholder !== undefined && (current === '' || current == null)}
        aria-invalid={invalid || rest['aria-invalid'] || undefined}
      >
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {children}
      </StyledSelect>
      <StyledChevron />
    </StyledWrapper>
  );
}
Select.displayName = 'Select';
