export { WithdrawalForm } from './WithdrawalForm';
export type { NewPayee, Payee, WithdrawalFormProps, WithdrawalRequest } from './WithdrawalForm';
