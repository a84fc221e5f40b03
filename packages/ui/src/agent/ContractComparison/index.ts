export { ContractComparison } from './ContractComparison';
export type { ContractComparisonProps } from './ContractComparison';
