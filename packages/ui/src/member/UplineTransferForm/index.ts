export { UplineTransferForm } from './UplineTransferForm';
export type { UplineTransfer, UplineTransferFormProps } from './UplineTransferForm';
