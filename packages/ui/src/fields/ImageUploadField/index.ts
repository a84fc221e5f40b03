export { ImageUploadField } from './ImageUploadField';
export type { ImageUploadFieldProps } from './ImageUploadField';
