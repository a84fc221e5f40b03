import {
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  type ComponentPropsWithRef,
  type ReactNode,
} from 'react';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import {
  StyledBox,
  StyledControl,
  StyledDescription,
  StyledInput,
  StyledLabel,
  StyledRoot,
  StyledText,
} from './Checkbox.styles';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'size'> {
  /** The visible label; a click on it toggles the box. */
  label: ReactNode;
  /** Keep the label for screen readers only (a row checkbox in a table). @default false */
  hideLabel?: boolean;
  /** A hint under the label, tied to the input by `aria-describedby`. */
  description?: ReactNode;
  /** The mixed state of a "select all" box: shows a dash and reads as "mixed". @default false */
  indeterminate?: boolean;
  /** Marks it as wrong (a required consent left off): danger border and `aria-invalid`. @default false */
  invalid?: boolean;
}

const Check = () => (
  <svg data-part="check" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2.5">
    <path d="M3.5 8.5l3 3 6-7" />
  </svg>
);

const Dash = () => (
  <svg data-part="dash" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2.5">
    <path d="M4 8h8" />
  </svg>
);

/** A native checkbox with a drawn box: keyboard, forms and screen readers behave natively. */
export function Checkbox({
  label,
  hideLabel = false,
  description,
  indeterminate = false,
  invalid = false,
  className,
  ref,
  ...rest
}: CheckboxProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement, []);
  // `indeterminate` is a DOM property with no attribute.
  useEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = indeterminate;
  }, [indeterminate]);
  const descriptionId = useId();
  const describedBy =
    [rest['aria-describedby'], description != null ? descriptionId : undefined]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <StyledRoot className={className}>
      <StyledLabel $disabled={Boolean(rest.disabled)}>
        <StyledControl>
          <StyledInput
            {...rest}
            ref={inputRef}
            type="checkbox"
            aria-invalid={invalid || rest['aria-invalid'] || undefined}
            aria-describedby={describedBy}
          />
          <StyledBox>
            <Check />
            <Dash />
          </StyledBox>
        </StyledControl>
        {hideLabel ? <VisuallyHidden>{label}</VisuallyHidden> : <StyledText>{label}</StyledText>}
      </StyledLabel>
      {description != null && (
        <StyledDescription id={descriptionId}>{description}</StyledDescription>
      )}
    </StyledRoot>
  );
}
Checkbox.displayName = 'Checkbox';
