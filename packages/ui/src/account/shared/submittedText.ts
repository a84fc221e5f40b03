import type { FormValue } from '../../fields/Form';

/**
 * A submitted field's text. The form already trimmed text and kept passwords as typed; a field
 * that was not on screen is absent and reads as empty.
 */
export function submittedText(values: Readonly<Record<string, FormValue>>, name: string): string {
  const value = values[name];
  return typeof value === 'string' ? value : '';
}
