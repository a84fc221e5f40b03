export { ForgotPasswordDialog } from './ForgotPasswordDialog';
export type {
  ForgotPasswordDialogProps,
  ForgotPasswordMethod,
  ForgotPasswordValues,
} from './ForgotPasswordDialog';
