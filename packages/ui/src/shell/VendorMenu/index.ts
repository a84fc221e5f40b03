export { VendorMenu } from './VendorMenu';
export type { VendorMenuEntry, VendorMenuProps } from './VendorMenu';
