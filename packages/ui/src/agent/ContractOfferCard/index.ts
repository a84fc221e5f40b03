export { ContractOfferCard } from './ContractOfferCard';
export type { ContractOfferCardProps, OfferAnswer } from './ContractOfferCard';
