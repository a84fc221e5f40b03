export { BindContactForm } from './BindContactForm';
export type { BindContactFormProps, BindTarget } from './BindContactForm';
