import { useState } from 'react';

/**
 * A value that is controlled when `value` is given and kept locally otherwise; `onChange` is
 * called either way (Radix's `value` / `defaultValue` / `onValueChange` convention).
 */
export function useControllable<T>(
  value: T | undefined,
  defaultValue: T,
  onChange: ((next: T) => void) | undefined,
): [T, (next: T) => void] {
  const [local, setLocal] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : local;
  const set = (next: T) => {
    if (!controlled) setLocal(next);
    onChange?.(next);
  };
  return [current, set];
}
