export {
  DIALOG_GENERIC_WIDTH,
  MODAL_DEFAULT_HEIGHT,
  MODAL_DEFAULT_WIDTH,
  modalSizeToCss,
  resolveModalSize,
} from './modalSize';
export type { ModalSize } from './modalSize';
