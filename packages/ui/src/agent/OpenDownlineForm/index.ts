export { OpenDownlineForm } from './OpenDownlineForm';
export type { NewDownline, OpenDownlineFormProps } from './OpenDownlineForm';
