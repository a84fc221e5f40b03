import { useEffect, useEffectEvent, useRef, useState, type FocusEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { IconButton } from '../IconButton';
import type { ToastOptions } from './ToastContext';
import { StyledDescription, StyledMessage, StyledTitle, StyledToast } from './Toast.styles';
import type { ToastTone } from './Toast.styles';

export interface ToastRecord extends ToastOptions {
  readonly id: string;
  readonly tone: ToastTone;
  readonly durationMs: number;
}

export interface ToastProps {
  toast: ToastRecord;
  onDismiss: (id: string) => void;
}

/**
 * One toast. Its timer stops while the pointer is over it or focus is in it (WCAG 2.2.1), and
 * resumes with the time that was left. Escape inside it dismisses it.
 */
export function Toast({ toast, onDismiss }: ToastProps) {
  const { t } = useLingui();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(toast.durationMs);
  const expire = useEffectEvent(() => onDismiss(toast.id));
  const timed = toast.durationMs > 0 && Number.isFinite(toast.durationMs);
  const running = timed && !hovered && !focused;

  useEffect(() => {
    if (!running) return;
    const startedAt = Date.now();
    const id = setTimeout(expire, Math.max(0, remaining.current));
    return () => {
      clearTimeout(id);
      remaining.current -= Date.now() - startedAt;
    };
  }, [running]);

  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <StyledToast
      $tone={toast.tone}
      data-tone={toast.tone}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={handleBlur}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDismiss(toast.id);
      }}
    >
      {/* Only the message is live: the dismiss button's name is not announced with it. */}
      <StyledMessage role={toast.tone === 'danger' ? 'alert' : 'status'} aria-atomic="true">
        <StyledTitle>{toast.title}</StyledTitle>
        {toast.description != null && <StyledDescription>{toast.description}</StyledDescription>}
      </StyledMessage>
      <IconButton label={t`Dismiss`} size="sm" onClick={() => onDismiss(toast.id)}>
        <svg viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M4 4l8 8M12 4l-8 8" />
        </svg>
      </IconButton>
    </StyledToast>
  );
}
Toast.displayName = 'Toast';
