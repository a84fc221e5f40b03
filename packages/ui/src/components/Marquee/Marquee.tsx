import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useThemeScope } from '../../theme/ThemeContext';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';
import {
  StyledControl,
  StyledGroup,
  StyledItem,
  StyledRoot,
  StyledText,
  StyledTrack,
  StyledViewport,
} from './Marquee.styles';

export interface MarqueeProps {
  /** The entries (notice titles); each one is a button. */
  items: readonly ReactNode[];
  /** Called with the index of the entry clicked (to open that notice). */
  onItemClick?: (index: number) => void;
  /**
   * Whether each entry is a button (the notice titles) or plain text (a ticker of wins, which
   * opens nothing): text entries are not in the tab order. @default true
   */
  interactive?: boolean;
  /** The region's name ("Notices"). */
  'aria-label': string;
  /** Scrolling speed in CSS pixels per second. @default 60 */
  speed?: number;
  /** Controlled paused state (the pause/play button). */
  paused?: boolean;
  /** @default false */
  defaultPaused?: boolean;
  onPausedChange?: (paused: boolean) => void;
  className?: string;
}

/**
 * A continuously scrolling row of clickable entries (the notice bar). The motion is one CSS
 * animation: nothing re-renders while it runs. It stops under the pointer and while focus is
 * inside, has a pause/play button (WCAG 2.2.2), and with reduced motion it is a static row that
 * scrolls sideways, one line high like the moving one.
 */
export function Marquee({
  items,
  onItemClick,
  interactive = true,
  'aria-label': ariaLabel,
  speed = 60,
  paused: controlledPaused,
  defaultPaused = false,
  onPausedChange,
  className,
}: MarqueeProps) {
  const { t } = useLingui();
  const { dir } = useThemeScope();
  const reduced = usePrefersReducedMotion();
  const [ownPaused, setOwnPaused] = useState(defaultPaused);
  const paused = controlledPaused ?? ownPaused;
  const trackRef = useRef<HTMLDivElement>(null);
  const groupRef = useRef<HTMLUListElement>(null);

  // One loop moves the track by one copy's width: duration = width / speed, written straight to
  // the element so a resize never re-renders React.
  useLayoutEffect(() => {
    const track = trackRef.current;
    const group = groupRef.current;
    if (!track || !group) return;
    const apply = (width: number) => {
      if (width > 0)
        track.style.setProperty('--marquee-duration', `${width / Math.max(1, speed)}s`);
    };
    if (typeof ResizeObserver === 'undefined') {
      apply(group.getBoundingClientRect().width);
      return;
    }
    // The observer reports the first size after the next layout, before that frame paints:
    // measuring here instead would force a layout of the whole page in the middle of start-up.
    const observer = new ResizeObserver(([entry]) => {
      if (entry) apply(entry.borderBoxSize[0]?.inlineSize ?? entry.contentRect.width);
    });
    observer.observe(group);
    return () => observer.disconnect();
  }, [speed, items.length]);

  if (items.length === 0) return null;

  const toggle = () => {
    const next = !paused;
    setOwnPaused(next);
    onPausedChange?.(next);
  };

  const group = (copy: boolean) => (
    <StyledGroup
      ref={copy ? undefined : groupRef}
      {...(copy && { 'aria-hidden': true, 'data-copy': '' })}
    >
      {items.map((item, index) => (
        <li key={index}>
          {interactive ? (
            <StyledItem tabIndex={copy ? -1 : undefined} onClick={() => onItemClick?.(index)}>
              {item}
            </StyledItem>
          ) : (
            <StyledText>{item}</StyledText>
          )}
        </li>
      ))}
    </StyledGroup>
  );

  return (
    <StyledRoot
      aria-label={ariaLabel}
      className={className}
      data-dir={dir}
      data-paused={paused || undefined}
      data-reduced-motion={reduced || undefined}
    >
      {!reduced && (
        <StyledControl aria-label={paused ? t`Play` : t`Pause`} onClick={toggle}>
          <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
        </StyledControl>
      )}
      {/* With reduced motion the row scrolls under the player's hand; text entries give the
          keyboard nothing to reach it by, so the row itself takes focus and scrolls with arrows. */}
      <StyledViewport tabIndex={reduced && !interactive ? 0 : undefined}>
        <StyledTrack ref={trackRef}>
          {group(false)}
          {!reduced && group(true)}
        </StyledTrack>
      </StyledViewport>
    </StyledRoot>
  );
}
Marquee.displayName = 'Marquee';
