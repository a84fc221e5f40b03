export { Form } from './Form';
export type { FormProps } from './Form';
export { useForm } from './FormContext';
export type { FormContextValue, FormFieldEntry, FormValue } from './FormContext';
