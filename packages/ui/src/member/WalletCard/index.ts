export { WalletCard } from './WalletCard';
export type { VendorWallet, WalletCardProps, WalletTransfer } from './WalletCard';
