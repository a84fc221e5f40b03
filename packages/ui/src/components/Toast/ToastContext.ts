import { createContext, useContext, type ReactNode } from 'react';
import type { ToastTone } from './Toast.styles';

export interface ToastOptions {
  /** What happened, in a few words. */
  title: ReactNode;
  /** More detail under the title. */
  description?: ReactNode;
  /** `danger` is announced at once (role alert); the others politely (role status). @default 'info' */
  tone?: ToastTone;
  /**
   * How long it stays, in milliseconds, not counting time under the pointer or focus. 0 keeps it
   * until dismissed. @default the provider's `durationMs` (5000)
   */
  durationMs?: number;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (options: ToastOptions) => string;
  /** Removes a toast before its time. */
  dismiss: (id: string) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

/** `show` and `dismiss` of the nearest ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
