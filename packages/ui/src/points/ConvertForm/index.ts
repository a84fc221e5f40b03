export { ConvertForm, creditFor } from './ConvertForm';
export type { ConvertFormProps, ConvertRequest } from './ConvertForm';
