export {
  stripVendors,
  VENDOR_STRIP_GAP_PX,
  VENDOR_STRIP_SPEED_MS,
  VENDOR_STRIP_VISIBLE,
  VendorStrip,
} from './VendorStrip';
export type { VendorLogo, VendorStripProps } from './VendorStrip';
