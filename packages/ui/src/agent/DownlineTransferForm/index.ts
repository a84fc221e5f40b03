export { DownlineTransferForm } from './DownlineTransferForm';
export type { DownlineTransfer, DownlineTransferFormProps } from './DownlineTransferForm';
