export { VENDOR_MENU_HEIGHT } from './VendorMenu.styles';
export { VendorMenu } from './VendorMenu';
export type { VendorMenuEntry, VendorMenuProps } from './VendorMenu';
