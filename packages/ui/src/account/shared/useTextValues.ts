import { useState } from 'react';

/** The value and change handler a controlled text field takes. */
export interface BoundText {
  value: string;
  onValueChange: (value: string) => void;
}

/**
 * Every text a form holds, by field name, kept above the fields: switching a tab or a method
 * unmounts fields, and a failed submit must lose nothing typed.
 */
export function useTextValues(initial: Readonly<Record<string, string>> = {}) {
  const [values, setValues] = useState<Record<string, string>>(() => ({ ...initial }));
  const bind = (name: string): BoundText => ({
    value: values[name] ?? '',
    onValueChange: (value) => setValues((current) => ({ ...current, [name]: value })),
  });
  const read = (name: string): string => values[name] ?? '';
  return { bind, read };
}

export type TextValues = ReturnType<typeof useTextValues>;
