import type { DataUi } from '../../primitives/dataUi';
import { css, keyframes, styled } from 'styled-components';
import { token } from '@lobby/theme';

export type ToastTone = 'info' | 'success' | 'warning' | 'danger';

/** Bottom corner at the inline end (bottom-left right to left), above dialogs. */
export const StyledRegion = styled.section.attrs<DataUi>({ 'data-ui': 'Toast.Region' })`
  position: fixed;
  inset-block-end: ${token('space.4')};
  inset-inline-end: ${token('space.4')};
  z-index: 1100;
  display: flex;
  flex-direction: column;
  gap: ${token('space.2')};
  width: min(22rem, calc(100vw - 2rem));
  pointer-events: none;

  &:empty {
    display: none;
  }
`;

const enter = keyframes`
  from { opacity: 0; transform: translateY(0.5rem); }
  to { opacity: 1; transform: none; }
`;

// The stripe colours are decoration: the title says what happened.
const stripes = {
  info: css`
    border-inline-start-color: ${token('bg.accent')};
  `,
  success: css`
    border-inline-start-color: ${token('fg.success')};
  `,
  warning: css`
    border-inline-start-color: ${token('fg.warning')};
  `,
  danger: css`
    border-inline-start-color: ${token('fg.danger')};
  `,
} satisfies Record<ToastTone, ReturnType<typeof css>>;

export const StyledToast = styled.div.attrs<DataUi>({ 'data-ui': 'Toast' })<{ $tone: ToastTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${token('space.2')};
  padding: ${token('space.3')};
  padding-inline-start: ${token('space.4')};
  border: 1px solid ${token('border.default')};
  border-inline-start-width: 4px;
  border-radius: ${token('radius.md')};
  background: ${token('bg.raised')};
  color: ${token('fg.default')};
  box-shadow: ${token('shadow.overlay')};
  pointer-events: auto;
  animation: ${enter} 180ms ease-out;
  ${({ $tone }) => stripes[$tone]}

  &:focus-visible {
    outline: 2px solid ${token('border.focus')};
    outline-offset: 2px;
  }

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const StyledMessage = styled.div.attrs<DataUi>({ 'data-ui': 'Toast.Message' })`
  flex: 1;
  min-width: 0;
  padding-block: 0.375rem;
  overflow-wrap: anywhere;
`;

export const StyledTitle = styled.div.attrs<DataUi>({ 'data-ui': 'Toast.Title' })`
  font-weight: 600;
`;

export const StyledDescription = styled.div.attrs<DataUi>({ 'data-ui': 'Toast.Description' })`
  color: ${token('fg.muted')};
  font-size: 0.875rem;
`;
