import type { CSSProperties } from 'react';
import { StyledLines, StyledSkeleton, type SkeletonVariant } from './Skeleton.styles';

export interface SkeletonProps {
  /** `block` for images and cards, `text` for lines of text, `circle` for avatars. @default 'block' */
  variant?: SkeletonVariant;
  /** A CSS length (number = px), the width of the content it stands for. @default '100%' (circle: 40 px) */
  width?: number | string;
  /** A CSS length (number = px); `block` only (text takes the line height). @default 16 px */
  height?: number | string;
  /** Lines of a `text` skeleton; the last is shorter. @default 1 */
  lines?: number;
  /**
   * Stands for content nobody has asked for yet (a row below the screen): it does not pulse. A
   * pulse costs the page a style pass every frame, seen or not. @default false
   */
  still?: boolean;
  className?: string;
}

const length = (value: number | string | undefined) =>
  typeof value === 'number' ? `${value}px` : value;

/**
 * A grey placeholder the size of the content to come, so nothing moves when it arrives. Always
 * hidden from assistive technology: the loading region says it is busy (`aria-busy`). Pulses
 * unless the user prefers reduced motion or it is `still`.
 */
export function Skeleton({
  variant = 'block',
  width,
  height,
  lines = 1,
  still = false,
  className,
}: SkeletonProps) {
  const style = {
    ...(width !== undefined && { '--skeleton-width': length(width) }),
    ...(height !== undefined && { '--skeleton-height': length(height) }),
  } as CSSProperties;
  if (variant === 'text' && lines > 1) {
    return (
      <StyledLines className={className} style={style} aria-hidden="true">
        {Array.from({ length: lines }, (_, index) => (
          <StyledSkeleton
            key={index}
            $variant="text"
            data-last={index === lines - 1}
            data-still={still || undefined}
          />
        ))}
      </StyledLines>
    );
  }
  return (
    <StyledSkeleton
      className={className}
      style={style}
      $variant={variant}
      data-still={still || undefined}
      aria-hidden="true"
    />
  );
}
Skeleton.displayName = 'Skeleton';
