import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** The words of the categories the brands use; another category shows as the server names it. */
export const CATEGORY_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  casino: msg({ message: 'Casino', comment: 'promotion category' }),
  slots: msg({ message: 'Slots', comment: 'promotion category' }),
  sports: msg({ message: 'Sports', comment: 'promotion category' }),
  daily: msg({ message: 'Daily', comment: 'promotion category' }),
  new: msg({ message: 'New members', comment: 'promotion category' }),
};

/** The categories of `list` in the order they first appear. */
export function categoriesOf(list: readonly { category: string }[]): string[] {
  return [...new Set(list.map((p) => p.category))];
}
