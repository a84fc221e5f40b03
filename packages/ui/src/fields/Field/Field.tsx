import { useId, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { StyledError, StyledField, StyledHint, StyledLabel, StyledRequired } from './Field.styles';
import { useHintText } from './useHintText';
import type { FieldError } from './useFieldValidation';

/** What a control needs from its Field to be labelled and described. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  /**
   * Native `required`: exposed to assistive technology on every input type (`aria-required` is
   * not allowed on a file or date input). The form sets `noValidate`, so no browser bubble shows.
   */
  required: boolean | undefined;
}

export interface FieldProps {
  /** The visible label. */
  label: ReactNode;
  /** Shows an asterisk and says "required" to assistive technology. @default false */
  required?: boolean;
  /** Help text under the label, always shown and read with the control. */
  hint?: ReactNode;
  /** The error under the control: a core hint descriptor (translated here) or a ready message. */
  error?: FieldError | null | undefined;
  /** The control's id. @default a generated id */
  id?: string | undefined;
  /** Ids of further descriptions of the control (a counter), read after the hint. */
  describedBy?: string | undefined;
  /**
   * Where the label sits: `label` is a <label for>; `legend`-like groups (the phone picker) use
   * `none` and label their parts themselves. @default 'label'
   */
  labelAs?: 'label' | 'none';
  /** The control, given the wiring it must spread. */
  children: (control: FieldControlProps) => ReactNode;
  /** Content after the error (previews, counters). */
  footer?: ReactNode;
}

/**
 * A labelled control with its hint and error: the error sits under the control, the control is
 * `aria-invalid` and described by the hint and the error.
 */
export function Field({
  label,
  required = false,
  hint,
  error,
  id,
  describedBy,
  labelAs = 'label',
  children,
  footer,
}: FieldProps) {
  const { t } = useLingui();
  const hintText = useHintText();
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const message = error ? hintText(error) : '';
  const describedByIds =
    [hint ? hintId : null, describedBy ?? null, message ? errorId : null]
      .filter(Boolean)
      .join(' ') || undefined;
  const labelContent = (
    <>
      {label}
      {required && (
        <>
          <StyledRequired>*</StyledRequired>
          <VisuallyHidden>{t`required`}</VisuallyHidden>
        </>
      )}
    </>
  );
  return (
    <StyledField>
      {labelAs === 'label' ? (
        <StyledLabel htmlFor={controlId} id={`${controlId}-label`}>
          {labelContent}
        </StyledLabel>
      ) : (
        <StyledLabel as="span" id={`${controlId}-label`}>
          {labelContent}
        </StyledLabel>
      )}
      {hint && <StyledHint id={hintId}>{hint}</StyledHint>}
      {children({
        id: controlId,
        'aria-describedby': describedByIds,
        'aria-invalid': message ? true : undefined,
        required: required || undefined,
      })}
      {/* Polite: a message that appears on blur is read once the user has moved on. */}
      <StyledError id={errorId} aria-live="polite">
        {message}
      </StyledError>
      {footer}
    </StyledField>
  );
}
Field.displayName = 'Field';
