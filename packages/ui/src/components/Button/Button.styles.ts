import type { DataUi } from '../../primitives/dataUi';
import { css, keyframes, styled } from 'styled-components';
import { token } from '@lobby/theme';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface StyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
}

const base = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${token('space.2')};
  border: 1px solid transparent;
  border-radius: ${token('radius.md')};
  font: inherit;
  font-weight: 600;
  line-height: 1;
  white-space: nowrap;
  cursor: pointer;
  user-select: none;
  transition:
    background-color 120ms ease,
    border-color 120ms ease;

  &:focus-visible {
    outline: 2px solid ${token('border.focus')};
    outline-offset: 2px;
  }

  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
  }

  &:disabled {
    opacity: 0.55;
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

// Heights keep every size at or above the 24 px minimum target of WCAG 2.2 (2.5.8).
const sizes = {
  sm: css`
    min-height: 2rem;
    padding-inline: ${token('space.3')};
    font-size: 0.875rem;
  `,
  md: css`
    min-height: 2.5rem;
    padding-inline: ${token('space.4')};
    font-size: 1rem;
  `,
  lg: css`
    min-height: 3rem;
    padding-inline: ${token('space.5')};
    font-size: 1.125rem;
  `,
} satisfies Record<ButtonSize, ReturnType<typeof css>>;

const variants = {
  primary: css`
    background: ${token('bg.accent')};
    color: ${token('fg.onAccent')};
    @media (hover: hover) {
      &:hover:not(:disabled, [aria-disabled='true']) {
        background: ${token('bg.accentHover')};
      }
    }
  `,
  secondary: css`
    background: ${token('bg.surface')};
    color: ${token('fg.default')};
    border-color: ${token('border.emphasis')};
    @media (hover: hover) {
      &:hover:not(:disabled, [aria-disabled='true']) {
        background: ${token('bg.sunken')};
      }
    }
  `,
  ghost: css`
    background: transparent;
    color: ${token('fg.default')};
    @media (hover: hover) {
      &:hover:not(:disabled, [aria-disabled='true']) {
        background: ${token('bg.accentSubtle')};
      }
    }
  `,
  danger: css`
    background: ${token('bg.danger')};
    color: ${token('fg.onDanger')};
    @media (hover: hover) {
      &:hover:not(:disabled, [aria-disabled='true']) {
        filter: brightness(0.92);
      }
    }
  `,
} satisfies Record<ButtonVariant, ReturnType<typeof css>>;

export const StyledButton = styled.button.attrs<DataUi>({ 'data-ui': 'Button' })<StyleProps>`
  ${base}
  ${({ $size }) => sizes[$size]}
  ${({ $variant }) => variants[$variant]}
`;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const StyledSpinner = styled.span.attrs<DataUi>({
  'data-ui': 'Button.Spinner',
  'aria-hidden': true,
})`
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-inline-end-color: transparent;
  border-radius: 50%;
  animation: ${spin} 700ms linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2s;
  }
`;
