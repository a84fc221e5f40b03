export { VerificationDialog } from './VerificationDialog';
export type {
  CodeVerificationMethod,
  VerificationDialogProps,
  VerificationMethod,
  VerificationValues,
} from './VerificationDialog';
