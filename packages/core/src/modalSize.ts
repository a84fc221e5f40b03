/**
 * Modal sizes as the spec allows them: a non-negative number (pixels), or a percentage or pixel
 * string. Anything else is rejected, and the caller uses the spec's default instead.
 */
export const MODAL_DEFAULT_WIDTH = 600;
export const MODAL_DEFAULT_HEIGHT = 300;
/** The generic (confirm) dialog width. */
export const DIALOG_GENERIC_WIDTH = 400;

export type ModalSize = number | string;

const SIZE_STRING = /^(\d+(?:\.\d+)?)(px|%)$/;

/** The CSS length for a valid modal size, or `null` when the value breaks the rule. */
export function modalSizeToCss(value: unknown): string | null {
  if (typeof value === 'number') {
    return Number.isFinite(value) && value >= 0 ? `${value}px` : null;
  }
  if (typeof value === 'string') {
    const match = SIZE_STRING.exec(value.trim());
    return match ? `${match[1]}${match[2]}` : null;
  }
  return null;
}

/** The CSS length to use: the value when valid, else the given default. */
export function resolveModalSize(value: unknown, fallback: number): string {
  return modalSizeToCss(value) ?? `${fallback}px`;
}
