import { useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useLingui } from '@lingui/react/macro';
import { ThemeScope } from '../../theme/ThemeRoot';
import { Toast, type ToastRecord } from './Toast';
import { ToastContext, type ToastApi } from './ToastContext';
import { StyledRegion } from './Toast.styles';

export interface ToastProviderProps {
  /** Most toasts shown at once; a new one pushes out the oldest. @default 3 */
  max?: number;
  /** Default time on screen in milliseconds. @default 5000 */
  durationMs?: number;
  children?: ReactNode;
}

/**
 * Holds the toasts of the app and renders them in a portal under `<body>`, re-rooted in the theme.
 * Place it inside ThemeRoot; components call `useToast().show(...)`.
 */
export function ToastProvider({ max = 3, durationMs = 5000, children }: ToastProviderProps) {
  const { t } = useLingui();
  const [toasts, setToasts] = useState<readonly ToastRecord[]>([]);
  const counter = useRef(0);

  const api = useMemo<ToastApi>(
    () => ({
      show: (options) => {
        counter.current += 1;
        const id = `toast-${counter.current}`;
        const record: ToastRecord = {
          ...options,
          id,
          tone: options.tone ?? 'info',
          durationMs: options.durationMs ?? durationMs,
        };
        setToasts((list) => [...list, record].slice(-Math.max(1, max)));
        return id;
      },
      dismiss: (id) => setToasts((list) => list.filter((toast) => toast.id !== id)),
    }),
    [max, durationMs],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      {typeof document !== 'undefined' &&
        createPortal(
          <ThemeScope>
            <StyledRegion aria-label={t`Notifications`}>
              {toasts.map((toast) => (
                <Toast key={toast.id} toast={toast} onDismiss={api.dismiss} />
              ))}
            </StyledRegion>
          </ThemeScope>,
          document.body,
        )}
    </ToastContext.Provider>
  );
}
ToastProvider.displayName = 'ToastProvider';
