export { TextInput } from './TextInput';
export type { TextInputProps } from './TextInput';
export type { FieldSize } from './TextInput.styles';
