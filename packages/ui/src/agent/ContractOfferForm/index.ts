export { ContractOfferForm } from './ContractOfferForm';
export type {
  ContractOffer,
  ContractOfferFormProps,
  ContractOfferMember,
} from './ContractOfferForm';
