export { ContractTierTable } from './ContractTierTable';
export type { ContractTierTableProps } from './ContractTierTable';
