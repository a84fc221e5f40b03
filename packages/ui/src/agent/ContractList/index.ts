export { ContractList } from './ContractList';
export type { ContractListProps, ContractScope } from './ContractList';
