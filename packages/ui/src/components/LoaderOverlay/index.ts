export { LoaderOverlay } from './LoaderOverlay';
export type { LoaderOverlayProps } from './LoaderOverlay';
