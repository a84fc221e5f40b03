import { useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import {
  StyledAvatar,
  StyledBadgeSlot,
  StyledFrame,
  StyledImage,
  type AvatarSize,
} from './Avatar.styles';

export interface AvatarProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** The person's name: the avatar's accessible name and the source of the initials. */
  name: string;
  /** Photo address; the initials show while it loads and if it fails. */
  src?: string;
  /** 32, 40 or 56 px. @default 'md' */
  size?: AvatarSize;
  /** A Badge (unread count) shown on the top inline-end corner. */
  badge?: ReactNode;
  /** The picture repeats a name shown next to it: hide it from screen readers. @default false */
  decorative?: boolean;
}

/** Up to two initials: the first letters of the first and last words ("Siti Nur Aisyah" -> "SA"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '';
  const letter = (word: string) => Array.from(word)[0] ?? '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return (letter(first) + (last ? letter(last) : '')).toLocaleUpperCase();
}

/** A round photo with initials as the fallback; can carry a Badge. */
export function Avatar({
  name,
  src,
  size = 'md',
  badge,
  decorative = false,
  ...rest
}: AvatarProps) {
  // The address that failed: a new `src` is tried again without an effect.
  const [failedSrc, setFailedSrc] = useState<string>();
  const showImage = src !== undefined && src !== '' && src !== failedSrc;
  return (
    <StyledAvatar {...rest} $size={size}>
      <StyledFrame
        {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
      >
        <span aria-hidden="true">{initialsOf(name)}</span>
        {showImage && <StyledImage src={src} alt="" onError={() => setFailedSrc(src)} />}
      </StyledFrame>
      {badge != null && <StyledBadgeSlot>{badge}</StyledBadgeSlot>}
    </StyledAvatar>
  );
}
Avatar.displayName = 'Avatar';
