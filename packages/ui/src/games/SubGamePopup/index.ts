export { SubGamePopup } from './SubGamePopup';
export type { SubGamePopupProps } from './SubGamePopup';
