import { useId, type ChangeEvent, type ComponentPropsWithRef, type ReactNode } from 'react';
import {
  StyledCircle,
  StyledControl,
  StyledDescription,
  StyledInput,
  StyledLabel,
  StyledRadio,
  StyledText,
} from './Radio.styles';
import { useRadioGroup } from './RadioGroupContext';

export interface RadioProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'type' | 'size' | 'value'
> {
  /** The value this option gives its group. */
  value: string;
  /** The visible label; a click on it chooses the option. */
  label: ReactNode;
  /** A hint under the label, tied to the input by `aria-describedby`. */
  description?: ReactNode;
}

/**
 * One native radio with a drawn circle. Inside a RadioGroup it takes the group's name, checked
 * state and disabled state; arrow keys move between options natively.
 */
export function Radio({ value, label, description, className, onChange, ...rest }: RadioProps) {
  const group = useRadioGroup();
  const descriptionId = useId();
  const disabled = Boolean(rest.disabled) || Boolean(group?.disabled);
  const groupProps = group
    ? {
        name: group.name,
        checked: group.value === value,
        required: group.required,
      }
    : {};
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    if (event.target.checked) group?.select(value);
  };
  return (
    <StyledRadio className={className}>
      <StyledLabel $disabled={disabled}>
        <StyledControl>
          <StyledInput
            {...rest}
            {...groupProps}
            type="radio"
            value={value}
            disabled={disabled}
            onChange={handleChange}
            {...(description != null && { 'aria-describedby': descriptionId })}
          />
          <StyledCircle />
        </StyledControl>
        <StyledText>{label}</StyledText>
      </StyledLabel>
      {description != null && (
        <StyledDescription id={descriptionId}>{description}</StyledDescription>
      )}
    </StyledRadio>
  );
}
Radio.displayName = 'Radio';
