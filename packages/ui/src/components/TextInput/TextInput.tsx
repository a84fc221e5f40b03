import type { ComponentPropsWithRef, ReactNode } from 'react';
import { StyledAdornment, StyledFrame, StyledInput, type FieldSize } from './TextInput.styles';

export interface TextInputProps extends Omit<ComponentPropsWithRef<'input'>, 'size'> {
  /** Height and font size. @default 'md' */
  size?: FieldSize;
  /**
   * Marks the value as wrong: a danger border and `aria-invalid`. Point `aria-describedby` at the
   * message under the field. @default false
   */
  invalid?: boolean;
  /** Content before the value (an icon, a dialling code such as "+60"). */
  leading?: ReactNode;
  /** Content after the value (a unit, a show-password IconButton). */
  trailing?: ReactNode;
}

/**
 * A native text input in a styled frame. `id` and every input attribute reach the `<input>`, so a
 * `<label htmlFor>` names it and password managers see it.
 */
export function TextInput({
  size = 'md',
  invalid = false,
  leading,
  trailing,
  type = 'text',
  className,
  disabled,
  ...rest
}: TextInputProps) {
  return (
    <StyledFrame
      className={className}
      $size={size}
      $invalid={invalid}
      $disabled={Boolean(disabled)}
    >
      {leading != null && <StyledAdornment>{leading}</StyledAdornment>}
      <StyledInput
        {...rest}
        type={type}
        disabled={disabled}
        aria-invalid={invalid || rest['aria-invalid'] || undefined}
      />
      {trailing != null && <StyledAdornment>{trailing}</StyledAdornment>}
    </StyledFrame>
  );
}
TextInput.displayName = 'TextInput';
