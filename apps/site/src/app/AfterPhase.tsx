import { Suspense, type ReactNode } from 'react';
import { useAtomValue } from '../state/jotai';
import { hasReached, startUpPhaseAtom, type StartUpPhase } from './startUp';

export interface AfterPhaseProps {
  /** The start-up phase the children wait for (docs/startup.md). */
  phase: StartUpPhase;
  /** Holds the children's place until then, and while their code loads. @default null */
  placeholder?: ReactNode;
  children?: ReactNode;
}

/**
 * Renders its children once the start-up has reached `phase`, the placeholder before (and while a
 * lazy child's code arrives). The build's render of a page's shell reaches no phase: it shows the
 * placeholders, which therefore must have the children's final size.
 */
export function AfterPhase({ phase, placeholder = null, children }: AfterPhaseProps) {
  const reached = hasReached(useAtomValue(startUpPhaseAtom), phase);
  if (!reached) return placeholder;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
