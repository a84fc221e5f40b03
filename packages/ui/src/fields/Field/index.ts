export { Field } from './Field';
export type { FieldControlProps, FieldProps } from './Field';
export type { FieldBaseProps } from './types';
export { useFieldValidation } from './useFieldValidation';
export type { FieldError, FieldValidation, FieldValidationOptions } from './useFieldValidation';
export { useHintText } from './useHintText';
