export { CompactLoginForm } from './CompactLoginForm';
export type {
  CompactLoginFormProps,
  CompactLoginValues,
  LoginMode,
  LoginPhone,
} from './CompactLoginForm';
