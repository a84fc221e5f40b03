import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from '@lobby/ui';

/**
 * False until the browser has painted the first commit of the component that calls it, then
 * true for good (set in a transition, so what it reveals renders in slices).
 */
export function useShellPainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => startTransition(() => setPainted(true))), []);
  return painted;
}
