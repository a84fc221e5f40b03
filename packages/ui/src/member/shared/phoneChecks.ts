import { expect } from 'storybook/test';

/**
 * For phone stories: the unit stays inside the 360 px screen (no sideways scroll) and every
 * visible control is a whole target of at least 24 x 24 px (WCAG 2.2) on the screen.
 */
export async function fitsThePhone(root: HTMLElement) {
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  const box = root.getBoundingClientRect();
  await expect(box.left).toBeGreaterThanOrEqual(0);
  await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  const controls = root.querySelectorAll<HTMLElement>('button, input, select, textarea');
  for (const control of controls) {
    const rect = control.getBoundingClientRect();
    if (rect.width === 0 && rect.height === 0) continue;
    await expect(rect.height).toBeGreaterThanOrEqual(24);
    await expect(rect.left).toBeGreaterThanOrEqual(0);
    await expect(rect.right).toBeLessThanOrEqual(window.innerWidth);
  }
}

/** For right-to-left stories: the unit sits in a `dir="rtl"` root. */
export async function readsRightToLeft(root: HTMLElement) {
  await expect(root.closest('[dir]')).toHaveAttribute('dir', 'rtl');
}
