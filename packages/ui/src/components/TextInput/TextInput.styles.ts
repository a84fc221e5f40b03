import type { DataUi } from '../../primitives/dataUi';
import { css, styled } from 'styled-components';
import { token } from '@lobby/theme';

export type FieldSize = 'sm' | 'md' | 'lg';

/** Heights match Button's so a field and a button line up in a row; all above 24 px. */
export const fieldHeights = {
  sm: css`
    min-height: 2rem;
    font-size: 0.875rem;
  `,
  md: css`
    min-height: 2.5rem;
    font-size: 1rem;
  `,
  lg: css`
    min-height: 3rem;
    font-size: 1.125rem;
  `,
} satisfies Record<FieldSize, ReturnType<typeof css>>;

/**
 * The box every text-like field shares (TextInput's frame, Select): surface, emphasis border (3:1
 * against the surface), a danger border when invalid.
 */
export const fieldBox = css`
  border: 1px solid ${token('border.emphasis')};
  border-radius: ${token('radius.md')};
  background: ${token('bg.surface')};
  color: ${token('fg.default')};
  font: inherit;
  transition: border-color 120ms ease;

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const fieldInvalid = css`
  border-color: ${token('fg.danger')};
  box-shadow: inset 0 0 0 1px ${token('fg.danger')};
`;

export const focusRing = css`
  outline: 2px solid ${token('border.focus')};
  outline-offset: 2px;
`;

interface FrameProps {
  $size: FieldSize;
  $invalid: boolean;
  $disabled: boolean;
}

/** The visible box: the input inside is borderless so adornments sit within the same frame. */
export const StyledFrame = styled.div.attrs<DataUi>({ 'data-ui': 'TextInput' })<FrameProps>`
  ${fieldBox}
  ${({ $size }) => fieldHeights[$size]}
  display: flex;
  align-items: center;
  gap: ${token('space.2')};
  padding-inline: ${token('space.3')};

  &:focus-within {
    ${focusRing}
  }

  ${({ $invalid }) => $invalid && fieldInvalid}
  ${({ $disabled }) =>
    $disabled &&
    css`
      opacity: 0.55;
      cursor: not-allowed;
    `}
`;

export const StyledInput = styled.input.attrs<DataUi>({ 'data-ui': 'TextInput.Input' })`
  flex: 1;
  min-width: 0;
  align-self: stretch;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;

  &:focus {
    outline: none;
  }

  &::placeholder {
    color: ${token('fg.muted')};
    opacity: 1;
  }

  &:disabled {
    cursor: not-allowed;
  }
`;

export const StyledAdornment = styled.span.attrs<DataUi>({ 'data-ui': 'TextInput.Adornment' })`
  display: inline-flex;
  flex: none;
  align-items: center;
  color: ${token('fg.muted')};

  /* A button inside (show password, clear) sits flush with the frame's inline edge. */
  & > button {
    margin-inline: calc(-1 * ${token('space.2')});
  }
`;
