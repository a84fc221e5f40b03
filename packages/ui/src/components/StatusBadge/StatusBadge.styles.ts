import type { DataUi } from '../../primitives/dataUi';
import { css, styled } from 'styled-components';
import { token } from '@lobby/theme';

export type StatusTone = 'neutral' | 'accent' | 'danger' | 'success' | 'warning';

// Each pair is a declared contrast pair of the theme, so every brand and mode stays AA.
const tones = {
  neutral: css`
    background: ${token('bg.sunken')};
    color: ${token('fg.default')};
    border-color: ${token('border.default')};
  `,
  accent: css`
    background: ${token('bg.accent')};
    color: ${token('fg.onAccent')};
  `,
  danger: css`
    background: ${token('bg.danger')};
    color: ${token('fg.onDanger')};
  `,
  success: css`
    background: ${token('bg.surface')};
    color: ${token('fg.success')};
    border-color: currentColor;
  `,
  warning: css`
    background: ${token('bg.surface')};
    color: ${token('fg.warning')};
    border-color: currentColor;
  `,
} satisfies Record<StatusTone, ReturnType<typeof css>>;

export const StyledStatusBadge = styled.span.attrs<DataUi>({ 'data-ui': 'StatusBadge' })<{
  $tone: StatusTone;
}>`
  display: inline-flex;
  align-items: center;
  gap: ${token('space.1')};
  padding: 0.125rem ${token('space.2')};
  border: 1px solid transparent;
  border-radius: ${token('radius.sm')};
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 1.25;
  text-transform: uppercase;
  letter-spacing: 0.02em;
  white-space: nowrap;
  ${({ $tone }) => tones[$tone]}
`;
