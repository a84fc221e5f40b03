import type { DataUi } from '../../primitives/dataUi';
import { css, styled } from 'styled-components';
import { token } from '@lobby/theme';

export type AvatarSize = 'sm' | 'md' | 'lg';

const sizes = {
  sm: css`
    width: 2rem;
    height: 2rem;
    font-size: 0.75rem;
  `,
  md: css`
    width: 2.5rem;
    height: 2.5rem;
    font-size: 0.875rem;
  `,
  lg: css`
    width: 3.5rem;
    height: 3.5rem;
    font-size: 1.25rem;
  `,
} satisfies Record<AvatarSize, ReturnType<typeof css>>;

export const StyledAvatar = styled.span.attrs<DataUi>({ 'data-ui': 'Avatar' })<{
  $size: AvatarSize;
}>`
  position: relative;
  display: inline-block;
  flex: none;
  vertical-align: middle;
  ${({ $size }) => sizes[$size]}
`;

/** The circle: initials underneath, the photo on top once it loads (no layout shift). */
export const StyledFrame = styled.span.attrs<DataUi>({ 'data-ui': 'Avatar.Frame' })`
  position: relative;
  display: grid;
  place-items: center;
  width: 100%;
  height: 100%;
  overflow: hidden;
  border-radius: 50%;
  background: ${token('bg.accentSubtle')};
  color: ${token('fg.default')};
  font-weight: 700;
  line-height: 1;
  user-select: none;
`;

export const StyledImage = styled.img.attrs<DataUi>({ 'data-ui': 'Avatar.Image' })`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

/** A badge sits on the top corner at the inline end (top-left right to left). */
export const StyledBadgeSlot = styled.span.attrs<DataUi>({ 'data-ui': 'Avatar.Badge' })`
  position: absolute;
  inset-block-start: -0.25rem;
  inset-inline-end: -0.375rem;
  display: inline-flex;
`;
