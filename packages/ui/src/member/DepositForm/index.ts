export { DepositForm } from './DepositForm';
export type {
  DepositFormProps,
  DepositMethod,
  DepositMethodKind,
  DepositRequest,
  DepositStatus,
} from './DepositForm';
