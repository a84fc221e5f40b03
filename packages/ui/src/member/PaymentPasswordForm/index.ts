export { PaymentPasswordForm } from './PaymentPasswordForm';
export type { PaymentPasswordFormProps, PaymentPasswordValues } from './PaymentPasswordForm';
